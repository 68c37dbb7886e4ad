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
  /** The signature drawn on the pad, as a small SVG (size-limited), shown back to admins. */
  signatureSvg: text('signature_svg'),
  /** Evidence of a simple electronic signature: which text was signed, from where, with what. */
  agreementVersion: text('agreement_version'),
  agreementHash: text('agreement_hash'),
  agreementIp: text('agreement_ip'),
  agreementUserAgent: text('agreement_user_agent'),
  /** On shift: offered jobs and tracked. Offline and on no job, the shop keeps no position. */
  isOnline: boolean('is_online').notNull().default(false),
  onlineSince: timestamp('online_since', { withTimezone: true }),
  agreementCheckboxes: jsonb('agreement_checkboxes')
    .$type<Record<string, boolean>>()
    .notNull()
    .default({}),
  lastLatitude: doublePrecision('last_latitude'),
  lastLongitude: doublePrecision('last_longitude'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One shift: from going online to going offline (or being deactivated); open while on shift. */
export const driverShifts = pgTable(
  'driver_shifts',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('driver_shifts_driver_idx').on(t.driverId, t.startedAt)],
);
