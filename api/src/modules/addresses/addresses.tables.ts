import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    additionalInfo: text('additional_info'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default per user; the service keeps it at exactly one while any exist.
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A guest's checkout details as the guest form sent them (the guest session body). */
export interface GuestAddress {
  streetAddress: string;
  city: string;
  state: string | null;
  zipCode: string;
  country: string;
  additionalInfo: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Contact and address of a browser checking out without an account, keyed by the hash of its
 * guest cookie (shared/http/guest-session.ts). The token itself is never stored.
 */
export const guestSessions = pgTable('guest_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: jsonb('address').$type<GuestAddress>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
