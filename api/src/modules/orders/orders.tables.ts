import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DeliveryAddress, VatAmounts, VatShare } from '@shop/contracts';

/**
 * Food and merchandise orders draw their numbers from one sequence, so an order number names
 * one order whatever its kind (payments take just an order id). Numbers start at 1001.
 */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1001 });
const orderNumber = () =>
  integer('id')
    .primaryKey()
    .default(sql`nextval('order_number_seq')`);

/** Food orders, for delivery or pickup at a partner bar. Money in integer cents. */
export const orders = pgTable(
  'orders',
  {
    id: orderNumber(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    orderType: text('order_type', { enum: ['normal', 'bar'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'preparing', 'ready', 'in_transit', 'delivered', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status', {
      enum: ['unpaid', 'processing', 'paid', 'failed', 'refunded'],
    })
      .notNull()
      .default('unpaid'),
    /** Set for signed-in customers; guests are known by their guest session. */
    userId: integer('user_id'),
    guestSessionId: text('guest_session_id'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    /** The shop's language at checkout: a guest's e-mails are written in it. */
    language: text('language', { enum: ['en', 'nl'] })
      .notNull()
      .default('en'),
    barId: integer('bar_id'),
    barName: text('bar_name'),
    deliveryType: text('delivery_type', { enum: ['delivery', 'pickup'] }).notNull(),
    deliveryOption: text('delivery_option', { enum: ['standard', 'express', 'scheduled'] })
      .notNull()
      .default('standard'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    zoneId: integer('zone_id'),
    subtotalCents: integer('subtotal_cents').notNull(),
    foodTaxCents: integer('food_tax_cents').notNull(),
    merchandiseTaxCents: integer('merchandise_tax_cents').notNull().default(0),
    /** VAT per rate as charged, fees included (contracts/orders/vat.ts), fixed at placing. */
    vatBreakdown: jsonb('vat_breakdown').$type<VatAmounts[]>().notNull().default([]),
    /** The zone's fee (0 for bar pickup), without the express surcharge. */
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    expressFeeCents: integer('express_fee_cents').notNull().default(0),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    orderNotes: text('order_notes'),
    paymentMethod: text('payment_method').notNull().default('card'),
    sendInvoice: boolean('send_invoice').notNull().default(true),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    scheduledDeliveryTime: timestamp('scheduled_delivery_time', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    driverId: integer('driver_id'),
    /** When the current driver got the job, and when they picked the food up. */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** The 4-digit code the customer gives the driver at the door (proof of delivery). */
    deliveryCode: text('delivery_code'),
    /** How the delivery was proven: the customer's code, or a photo when they were not there. */
    deliveryProof: text('delivery_proof', { enum: ['code', 'photo'] }),
    /** When the kitchen accepted the order, with its preparation minutes (delays added). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    prepMinutes: integer('prep_minutes'),
    /** When the kitchen means the food to be ready. */
    readyBy: timestamp('ready_by', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    /** When it was delivered or cancelled: a guest's tracking link works for a day after. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the payment was settled (the order became paid). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The client's key for this checkout, and a hash of what was submitted with it. */
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.status),
    index('orders_driver_idx').on(t.driverId),
  ],
);

/** Every lifecycle move of a food order: who made it and when (order-lifecycle.ts). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    move: text('move', {
      enum: ['placed', 'pay', 'accept', 'ready', 'pick-up', 'deliver', 'cancel'],
    }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status', {
      enum: ['pending', 'preparing', 'ready', 'in_transit', 'delivered', 'cancelled'],
    }).notNull(),
    actorRole: text('actor_role', {
      enum: ['system', 'admin', 'staff', 'driver', 'customer', 'guest'],
    }).notNull(),
    actorUserId: integer('actor_user_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    options: jsonb('options')
      .$type<{ id: number; name: string; value: string; priceAddCents: number }[]>()
      .notNull()
      .default([]),
    comboSelections: text('combo_selections'),
    taxRate: numeric('tax_rate', { precision: 4, scale: 3 }).notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /**
     * The line total per VAT rate, fixed when the order was placed: a combo's price split by
     * its parts' own prices then, so a later menu change leaves a past order's VAT alone.
     */
    vatShares: jsonb('vat_shares').$type<VatShare[]>().notNull().default([]),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Merchandise shipped in Europe; paid by card before it ships. Money in integer cents. */
export const merchandiseOrders = pgTable('merchandise_orders', {
  id: orderNumber(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  status: text('status', { enum: ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] })
    .notNull()
    .default('pending'),
  paymentStatus: text('payment_status', {
    enum: ['unpaid', 'processing', 'paid', 'failed', 'refunded'],
  })
    .notNull()
    .default('unpaid'),
  /** Set for signed-in customers; guests are known by their guest session. */
  userId: integer('user_id'),
  guestSessionId: text('guest_session_id'),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  customerPhone: text('customer_phone').notNull().default(''),
  /** The shop's language at checkout: a guest's e-mails are written in it. */
  language: text('language', { enum: ['en', 'nl'] })
    .notNull()
    .default('en'),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  shippingMethod: text('shipping_method').notNull().default('standard'),
  additionalInfo: text('additional_info').notNull().default(''),
  subtotalCents: integer('subtotal_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  shippingCents: integer('shipping_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** The client's key for this submit, and a hash of what was submitted with it. */
  idempotencyKey: text('idempotency_key').unique(),
  requestHash: text('request_hash'),
});

export const merchandiseOrderItems = pgTable(
  'merchandise_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => merchandiseOrders.id, { onDelete: 'cascade' }),
    merchandiseId: integer('merchandise_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [index('merchandise_order_items_order_idx').on(t.orderId)],
);
