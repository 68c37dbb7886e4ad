import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/** A customer's own details beyond what signing in needs (/profile); the full name is on users. */
export const accountProfiles = pgTable('account_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull().default(''),
  language: text('language', { enum: ['en', 'nl'] })
    .notNull()
    .default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A new e-mail address waiting for the click on the link sent to it: valid for a day, usable
 * once. Only the token's hash is stored.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_change_requests_user_idx').on(t.userId)],
);
