import { z } from 'zod';
import { OrderingStatus } from '../content/ordering-status';
import { CatalogResource } from '../events/index';
import { Notification } from '../notifications/notification.schema';
import { MoveKind } from '../orders/order-lifecycle';
import { PaymentStatus, OrderStatus } from '../orders/order.schema';

/** Messages the gateway sends to browsers; `web/` parses them with this union. */
export const ServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connected'),
    clientId: z.string(),
    role: z.string(),
    topics: z.array(z.string()),
  }),
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({
    type: z.literal('ordering-status'),
    topic: z.string(),
    data: OrderingStatus,
  }),
  z.object({
    type: z.literal('catalog-changed'),
    topic: z.string(),
    resources: z.array(CatalogResource),
  }),
  z.object({
    type: z.literal('order-paid'),
    topic: z.string(),
    orderId: z.number().int().positive(),
    kind: z.enum(['food', 'merchandise']),
  }),
  /** A food order was placed: the kitchen board fetches it. */
  z.object({
    type: z.literal('order-placed'),
    topic: z.string(),
    orderId: z.number().int().positive(),
    kind: z.literal('food'),
    orderType: z.enum(['normal', 'bar']),
  }),
  /** An order's status changed (paid: 'preparing'); its page and lists refetch or update. */
  z.object({
    type: z.literal('order-status'),
    topic: z.string(),
    orderId: z.number().int().positive(),
    status: OrderStatus,
    paymentStatus: PaymentStatus,
    /** The lifecycle move that caused it, when it was one ('accept' keeps the status). */
    move: MoveKind.optional(),
    estimatedDelivery: z.string().nullable().optional(),
  }),
  /** An order's estimate moved by a minute or more without a status move. */
  z.object({
    type: z.literal('order-estimate'),
    topic: z.string(),
    orderId: z.number().int().positive(),
    estimatedDelivery: z.string(),
    readyBy: z.string().nullable(),
  }),
  /** A notification for the signed-in user: the bell shows it, a toast announces it. */
  z.object({ type: z.literal('notification'), topic: z.string(), notification: Notification }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

/** Messages browsers may send. */
export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: z.string().max(120) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().max(120) }),
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
