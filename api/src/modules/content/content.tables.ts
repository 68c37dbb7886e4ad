import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const pageTexts = pgTable(
  'page_texts',
  {
    page: text('page').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.page, t.key] })],
);

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  customerName: text('customer_name').notNull(),
  rating: integer('rating').notNull(),
  reviewText: text('review_text').notNull(),
  source: text('source').notNull().default('website'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shop's settings: a single row with id 1. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  openingHours: text('opening_hours').notNull().default(''),
  /** Where drivers pick orders up (Haarlemmerstraat 73): the start of every delivery's ride. */
  kitchenLatitude: doublePrecision('kitchen_latitude').notNull().default(52.3806),
  kitchenLongitude: doublePrecision('kitchen_longitude').notNull().default(4.8886),
  /** Offer a ready delivery to the nearest idle online driver on its own (else staff assign). */
  autoOfferReadyOrders: boolean('auto_offer_ready_orders').notNull().default(false),
  /** The service fee in basis points (500 = 5 %) and the express surcharge in cents. */
  serviceFeeBasisPoints: integer('service_fee_basis_points').notNull().default(500),
  expressFeeCents: integer('express_fee_cents').notNull().default(300),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
