import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

export const drivers = pgTable('drivers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  phone: text('phone').notNull().default(''),
  vehicleType: text('vehicle_type', { enum: ['bike', 'e-bike', 'scooter', 'car'] })
    .notNull()
    .default('bike'),
  licensePlate: text('license_plate').notNull().default(''),
  licenseNumber: text('license_number').notNull().default(''),
  isActive: boolean('is_active').notNull().default(false),
  agreementAccepted: boolean('agreement_accepted').notNull().default(false),
  agreementDate: timestamp('agreement_date', { withTimezone: true }),
  digitalSignature: text('digital_signature'),
  agreementCheckboxes: jsonb('agreement_checkboxes')
    .$type<Record<string, boolean>>()
    .notNull()
    .default({}),
  lastLatitude: doublePrecision('last_latitude'),
  lastLongitude: doublePrecision('last_longitude'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
