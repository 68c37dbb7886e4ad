import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { PolygonCoordinates } from '@shop/contracts';

export const deliveryZones = pgTable('delivery_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  deliveryFeeCents: integer('delivery_fee_cents').notNull(),
  minimumOrderCents: integer('minimum_order_cents').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  estimatedTime: text('estimated_time').notNull().default(''),
  /** GeoJSON polygon rings, [lng, lat]. */
  coordinates: jsonb('coordinates').$type<PolygonCoordinates>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const bars = pgTable('bars', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  active: boolean('active').notNull().default(true),
  /** Commission the bar earns on its orders, in basis points. */
  commissionBps: integer('commission_bps').notNull().default(0),
});

export const customLocations = pgTable('custom_locations', {
  id: serial('id').primaryKey(),
  customId: text('custom_id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  address: text('address').notNull(),
  active: boolean('active').notNull().default(true),
});
