import { z } from 'zod';
import { LegalDetails } from '../invoices/invoice.schema';
import { DayHours, WEEKDAYS } from './opening-hours';
import { StoreException } from './store-hours';
import type { OrderingStatus } from './ordering-status.schema';
import { API_MESSAGES } from '../errors/api-messages';
import { vm } from '../errors/validation-messages';

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
  .object({ until: z.iso.datetime({ offset: true, message: vm('date_time_required') }).nullable() })
  .meta({ id: 'OrderingSwitchExpiryUpdate' });
export type SwitchExpiryUpdate = z.infer<typeof SwitchExpiryUpdate>;

export const SwitchParam = z.object({ name: SwitchName });

/** Orders per 15 minutes the kitchen takes; above it the estimate moves later or ordering pauses. */
export const KitchenCapacity = z.object({
  /** null: no limit. */
  ordersPer15Minutes: z
    .number({ message: vm('orders_number_required') })
    .int(vm('whole_number'))
    .min(1, vm('capacity_too_small'))
    .max(500, vm('capacity_too_large'))
    .nullable(),
  whenFull: z.enum(['delay', 'pause']),
  /** Added to the estimate for each full 15-minute batch ahead of the order. */
  delayMinutes: z
    .number({ message: vm('minutes_required') })
    .int(vm('whole_number'))
    .min(5, vm('delay_too_short'))
    .max(120, vm('delay_too_long')),
});
export type KitchenCapacity = z.infer<typeof KitchenCapacity>;

export const DEFAULT_KITCHEN_CAPACITY: KitchenCapacity = {
  ordersPer15Minutes: null,
  whenFull: 'delay',
  delayMinutes: 15,
};

const alertMinutes = z
  .number({ message: vm('minutes_required') })
  .int(vm('whole_minutes'))
  .min(1, vm('alert_too_short'))
  .max(240, vm('alert_too_long'));

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
      .number({ message: vm('percentage_required') })
      .int(vm('two_decimals'))
      .min(0, vm('service_fee_negative'))
      .max(2000, vm('service_fee_too_high')),
    expressFeeCents: z
      .number({ message: vm('amount_required') })
      .int(vm('whole_cents'))
      .min(0, vm('express_fee_negative'))
      .max(2000, vm('express_fee_too_high')),
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
      .max(200, vm('too_many_exceptions'))
      .refine((list) => new Set(list.map((e) => e.date)).size === list.length, {
        message: vm('exception_date_twice'),
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
