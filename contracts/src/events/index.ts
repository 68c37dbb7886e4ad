import { z } from 'zod';
import { OrderingStatus } from '../content/ordering-status';
import { FoodReceipt } from '../orders/food-order.schema';
import { MerchandiseReceipt } from '../orders/merchandise-order.schema';
import { OrderStatus } from '../orders/order.schema';

/**
 * Domain events. Each is written to the outbox in the same transaction as the change it
 * describes, then relayed to the realtime gateway and to the job queues. Every receiver
 * parses it with `DomainEvent`. An incompatible payload change gets a new version literal.
 */
/** The Redis pub/sub channel the outbox relay publishes domain events on (split mode). */
export const EVENTS_CHANNEL = 'shop:events';

const envelope = {
  id: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
};

export const ContactMessageReceived = z.object({
  ...envelope,
  name: z.literal('contact.message-received'),
  version: z.literal(1),
  data: z.object({
    contactMessageId: z.number().int().positive(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
  }),
});

export const OrderingStatusChanged = z.object({
  ...envelope,
  name: z.literal('ordering-status.changed'),
  version: z.literal(1),
  data: z.object({ status: OrderingStatus, changedBy: z.number().int().positive() }),
});

/** Which public read models changed, so every api replica drops its cached bodies. */
export const CatalogResource = z.enum([
  'menu',
  'categories',
  'combo',
  'merchandise',
  'page-texts',
  'reviews',
  'settings',
  'zones',
]);
export type CatalogResource = z.infer<typeof CatalogResource>;

export const CatalogChanged = z.object({
  ...envelope,
  name: z.literal('catalog.changed'),
  version: z.literal(1),
  data: z.object({ resources: z.array(CatalogResource).min(1) }),
});

const paidOrder = {
  orderId: z.number().int().positive(),
  /** The signed-in customer who placed it; null for a guest. */
  userId: z.number().int().positive().nullable(),
  paymentIntentId: z.string(),
  totalCents: z.number().int().nonnegative(),
  currency: z.literal('eur'),
  paidAt: z.iso.datetime({ offset: true }),
};

/**
 * A food order was placed (not paid yet): recorded in the transaction that stored it, for the
 * kitchen board and the customer's other tabs.
 */
export const OrderPlaced = z.object({
  ...envelope,
  name: z.literal('order.placed'),
  version: z.literal(1),
  data: z.object({
    kind: z.literal('food'),
    orderId: z.number().int().positive(),
    /** The signed-in customer who placed it; null for a guest. */
    userId: z.number().int().positive().nullable(),
    totalCents: z.number().int().nonnegative(),
    orderType: z.enum(['normal', 'bar']),
  }),
});

/**
 * An order's payment was settled: recorded once per order, in the transaction that marked it
 * paid, whichever of the browser's confirm, a webhook or the reconciler got there first.
 */
export const OrderPaid = z.object({
  ...envelope,
  name: z.literal('order.paid'),
  version: z.literal(1),
  data: z.discriminatedUnion('kind', [
    z.object({
      ...paidOrder,
      kind: z.literal('food'),
      /** The order's status after payment: 'preparing', unless staff had moved it on already. */
      status: OrderStatus,
      receipt: FoodReceipt,
    }),
    z.object({ ...paidOrder, kind: z.literal('merchandise'), receipt: MerchandiseReceipt }),
  ]),
});

export const DomainEvent = z.discriminatedUnion('name', [
  ContactMessageReceived,
  OrderingStatusChanged,
  CatalogChanged,
  OrderPlaced,
  OrderPaid,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type EventName = DomainEvent['name'];
export type EventOf<N extends EventName> = Extract<DomainEvent, { name: N }>;
/** What a service hands the outbox; the envelope (id, occurredAt) is filled in there. */
export type NewEvent = DomainEvent extends infer E
  ? E extends DomainEvent
    ? Omit<E, 'id' | 'occurredAt'>
    : never
  : never;
