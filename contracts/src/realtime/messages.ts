import { z } from 'zod';
import { OrderingStatus } from '../content/ordering-status.schema';
import { CatalogResource } from '../events/catalog-resource';
import { DriverPosition, LocationMessage } from '../drivers/driver-position';
import { Notification } from '../notifications/notification.schema';
import { BarPickupStage } from '../orders/bar-pickup.schema';
import { MoveKind } from '../orders/order-lifecycle';
import { PaymentStatus, OrderStatus } from '../orders/order.schema';

/**
 * On `staff/dispatch`, state-changing messages carry the event's dispatch sequence number, so
 * the dispatch map applies them in order and notices a gap (dispatch/dispatch-sync.ts).
 */
const seq = { seq: z.number().int().positive().optional() };

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
    ...seq,
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
    ...seq,
    topic: z.string(),
    orderId: z.number().int().positive(),
    estimatedDelivery: z.string(),
    readyBy: z.string().nullable(),
  }),
  /**
   * On a bar's public pickup topic: an order number and where it stands now. Nothing else
   * about the order travels there, since anyone may listen.
   */
  z.object({
    type: z.literal('bar-pickup'),
    topic: z.string(),
    orderId: z.number().int().positive(),
    stage: BarPickupStage,
  }),
  /** A notification for the signed-in user: the bell shows it, a toast announces it. */
  z.object({ type: z.literal('notification'), topic: z.string(), notification: Notification }),
  /** A driver's latest fix, on `order/<id>` of each of their open jobs. */
  z.object({ type: z.literal('driver-position'), topic: z.string(), ...DriverPosition.shape }),
  /** On `staff/dispatch`: the fixes of the last DISPATCH_POSITIONS_EVERY_MS, newest per driver. */
  z.object({
    type: z.literal('driver-positions'),
    topic: z.string(),
    positions: z.array(DriverPosition),
  }),
  /** An order got a driver, or lost one: its page refetches the driver's name and phone. */
  z.object({
    type: z.literal('order-driver'),
    ...seq,
    topic: z.string(),
    orderId: z.number().int().positive(),
    driverId: z.number().int().positive().nullable(),
  }),
  /** A driver started or ended a shift (dispatch). */
  z.object({
    type: z.literal('driver-shift'),
    ...seq,
    topic: z.string(),
    driverId: z.number().int().positive(),
    online: z.boolean(),
  }),
  /** The signed-in driver's offers or jobs changed: the dashboard reads them again. */
  z.object({
    type: z.literal('driver-jobs'),
    ...seq,
    topic: z.string(),
    driverId: z.number().int().positive(),
  }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

/** Messages browsers may send. */
export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: z.string().max(120) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().max(120) }),
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
  /** A driver's fix; only a driver's ticket may send it (drivers/driver-position.ts). */
  LocationMessage,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
