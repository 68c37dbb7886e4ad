import { z } from 'zod';
import { LegalDetails } from '../invoices/invoice.schema';
import { DayHours, WEEKDAYS } from './opening-hours';
import { StoreException } from './store-hours';
import type { OrderingStatus } from './ordering-status.schema';
import { API_MESSAGES } from '../errors/api-messages';

/** The four ordering switches by name, as the ordering status carries them. */
export const SWITCH_NAMES = [
  'masterEnabled',
  'foodOrderingEnabled',
  'barOrderingEnabled',
  'merchandiseOrderingEnabled',
] as const satisfies readonly (keyof OrderingStatus)[];
export const SwitchName = z.enum(SWITCH_NAMES);
export type SwitchName = z.infer<typeof SwitchName>;

export const SWITCH_LABELS: Record<SwitchName, string> = {
  masterEnabled: 'All online ordering',
  foodOrderingEnabled: 'Food ordering and delivery',
  barOrderingEnabled: 'Bar QR code ordering',
  merchandiseOrderingEnabled: 'Merchandise ordering',
};

/** Why a switch is off: a person paused it, the shop is closed, or the kitchen is full. */
export const PauseReason = z.enum(['manual', 'closed-hours', 'capacity']);
export type PauseReason = z.infer<typeof PauseReason>;

/** One ordering switch with who set it last, when, and until when an 'off' lasts. */
export const SwitchState = z.object({
  name: SwitchName,
  enabled: z.boolean(),
  /** When an 'off' ends by itself; null: until someone turns it back on. */
  until: z.iso.datetime({ offset: true }).nullable(),
  reason: PauseReason.nullable(),
  setBy: z.string().nullable(),
  setAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SwitchState = z.infer<typeof SwitchState>;

export const SwitchStates = z
  .object({ switches: z.array(SwitchState) })
  .meta({ id: 'OrderingSwitchStates' });
export type SwitchStates = z.infer<typeof SwitchStates>;

/** Change until when an 'off' switch stays off; null keeps it off until turned on. */
export const SwitchExpiryUpdate = z
  .object({ until: z.iso.datetime({ offset: true, message: 'Use a date and time' }).nullable() })
  .meta({ id: 'OrderingSwitchExpiryUpdate' });
export type SwitchExpiryUpdate = z.infer<typeof SwitchExpiryUpdate>;

export const SwitchParam = z.object({ name: SwitchName });

/** Orders per 15 minutes the kitchen takes; above it the estimate moves later or ordering pauses. */
export const KitchenCapacity = z.object({
  /** null: no limit. */
  ordersPer15Minutes: z
    .number({ message: 'Enter a number of orders' })
    .int('Enter a whole number')
    .min(1, 'At least 1 order')
    .max(500, 'At most 500 orders')
    .nullable(),
  whenFull: z.enum(['delay', 'pause']),
  /** Added to the estimate for each full 15-minute batch ahead of the order. */
  delayMinutes: z
    .number({ message: 'Enter a number of minutes' })
    .int('Enter a whole number')
    .min(5, 'At least 5 minutes')
    .max(120, 'At most 120 minutes'),
});
export type KitchenCapacity = z.infer<typeof KitchenCapacity>;

export const DEFAULT_KITCHEN_CAPACITY: KitchenCapacity = {
  ordersPer15Minutes: null,
  whenFull: 'delay',
  delayMinutes: 15,
};

const alertMinutes = z
  .number({ message: 'Enter a number of minutes' })
  .int('Enter a whole number of minutes')
  .min(1, 'At least 1 minute')
  .max(240, 'At most 240 minutes');

/**
 * How long an order may stay in each working column of the kitchen board before its card
 * stands out: New (paid, waiting to be accepted), Preparing, Ready and Out for delivery.
 */
export const KitchenAlertMinutes = z
  .object({ new: alertMinutes, preparing: alertMinutes, ready: alertMinutes, out: alertMinutes })
  .meta({ id: 'KitchenAlertMinutes' });
export type KitchenAlertMinutes = z.infer<typeof KitchenAlertMinutes>;

/**
 * New: the alarm escalates after 2 and 5 minutes, so 5 is already late. Preparing: most dishes
 * take 10–20 minutes. Ready: food waits 10 minutes before it cools. Out: the farthest zone is a
 * 30-minute ride, so 45 means something is wrong on the road.
 */
export const DEFAULT_KITCHEN_ALERT_MINUTES: KitchenAlertMinutes = {
  new: 5,
  preparing: 25,
  ready: 10,
  out: 45,
};

/**
 * The service fee and the express surcharge as an admin sets them. The service fee is entered
 * in per cent with at most two decimals and kept in basis points, the surcharge in cents.
 */
export const StoreFees = z
  .object({
    serviceFeeBasisPoints: z
      .number({ message: 'Enter a percentage' })
      .int('Use at most two decimals')
      .min(0, 'The service fee cannot be negative')
      .max(2000, 'The service fee can be at most 20 %'),
    expressFeeCents: z
      .number({ message: 'Enter an amount' })
      .int('Use whole cents')
      .min(0, 'The express surcharge cannot be negative')
      .max(2000, 'The express surcharge can be at most €20.00'),
  })
  .meta({ id: 'StoreFees' });
export type StoreFees = z.infer<typeof StoreFees>;

/** Every weekday present; null is closed. */
export const WeekHours = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, DayHours.nullable()])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodNullable<typeof DayHours>
  >,
);
export type WeekHours = z.infer<typeof WeekHours>;

/** What an admin edits on the store settings screen. */
export const StoreSettingsUpdate = z
  .object({
    openingHours: WeekHours,
    exceptions: z
      .array(StoreException)
      .max(200, 'At most 200 exceptions')
      .refine((list) => new Set(list.map((e) => e.date)).size === list.length, {
        message: 'Each date may have one exception only',
      }),
    /** Turn online ordering off by itself outside the opening hours and on again at opening. */
    closeOutsideHours: z.boolean(),
    capacity: KitchenCapacity,
    /** Left out: the fees stay as they are. */
    fees: StoreFees.optional(),
    /** Left out: the board's alert times stay as they are. */
    kitchenAlerts: KitchenAlertMinutes.optional(),
    /** Left out: the legal details on the invoices stay as they are. */
    legalDetails: LegalDetails.optional(),
  })
  .meta({ id: 'StoreSettingsUpdate' });
export type StoreSettingsUpdate = z.infer<typeof StoreSettingsUpdate>;
export type StoreSettingsInput = z.input<typeof StoreSettingsUpdate>;

export const StoreSettings = StoreSettingsUpdate.extend({
  openNow: z.boolean(),
  /** When the shop next closes (while open) or opens (while closed); null if never in 2 weeks. */
  nextChange: z.iso.datetime({ offset: true }).nullable(),
  switches: z.array(SwitchState),
  fees: StoreFees,
  kitchenAlerts: KitchenAlertMinutes,
  /** null until an admin enters them: invoices then name no VAT id or KvK number. */
  legalDetails: LegalDetails.nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
}).meta({ id: 'StoreSettings' });
export type StoreSettings = z.infer<typeof StoreSettings>;

export const KITCHEN_FULL_MESSAGE = API_MESSAGES.kitchen_full;

/**
 * Minutes an order's estimate moves because of the kitchen's load: nothing until the orders of
 * the last 15 minutes (this one excluded) fill the capacity, then `delayMinutes` for each full
 * batch ahead of it. null means ordering pauses instead.
 */
export function capacityDelayMinutes(
  recentOrders: number,
  capacity: KitchenCapacity,
): number | null {
  const limit = capacity.ordersPer15Minutes;
  if (limit === null || recentOrders < limit) return 0;
  if (capacity.whenFull === 'pause') return null;
  return Math.floor(recentOrders / limit) * capacity.delayMinutes;
}
