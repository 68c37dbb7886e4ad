import { z } from 'zod';
import { haversineMeters } from '../common/geo';

/**
 * A driver's position: the one hot path that skips the outbox (ARCHITECTURE.md, "Driver
 * positions"). The portal sends fixes over /ws; the gateway checks each one against FIX_RULES,
 * publishes the good ones to the driver's orders and to dispatch, and keeps the latest.
 */

/** What the gateway accepts; a fix that breaks a rule is dropped and counted, never fatal. */
export const FIX_RULES = {
  /** A fix less precise than this (metres, the radius of 68 % confidence) shows nothing useful. */
  maxAccuracyMeters: 200,
  /** Faster than any bike, scooter or car in Amsterdam: a jump this fast is a bad fix. */
  maxSpeedKmh: 150,
  /** Fixes kept while the connection was down are sent late, up to this old. */
  maxAgeMs: 10 * 60_000,
  /** A phone's clock may run a little ahead of the server's; more than this is a bad clock. */
  maxClockAheadMs: 5_000,
  /** At most one fix a second per driver. */
  minIntervalMs: 1_000,
} as const;

/** How the portal streams: a fix every 4 s, sooner after moving 25 m, never twice in a second. */
export const STREAM_RULES = {
  everyMs: 4_000,
  afterMeters: 25,
  minGapMs: FIX_RULES.minIntervalMs,
  /** Fixes taken while the socket is down are kept this long and sent on reconnect. */
  keepWhileOfflineMs: FIX_RULES.maxAgeMs,
} as const;

/**
 * Dispatch hears the fixes of this long in one `driver-positions` message, the newest per
 * driver: at 1,000 drivers a screen gets four frames a second instead of 250, and its map
 * glides between fixes anyway. An order's page still hears each fix of its driver at once.
 */
export const DISPATCH_POSITIONS_EVERY_MS = 250;

/** A driver with no fix for this long shows as stale on every map, not frozen silently. */
export const DRIVER_STALE_AFTER_MS = 60_000;

/**
 * One fix as the portal sends it: the browser's GeolocationPosition, with `timestamp` the
 * fix's own time in epoch milliseconds. The shape only; FIX_RULES are checked by the gateway.
 */
export const LocationMessage = z.object({
  type: z.literal('location'),
  lat: z.number(),
  lng: z.number(),
  /** Metres. */
  accuracy: z.number(),
  /** Degrees clockwise from north; null when standing still or unknown. */
  heading: z.number().nullable(),
  /** Metres per second; null when unknown. */
  speed: z.number().nullable(),
  timestamp: z.number(),
});
export type LocationMessage = z.infer<typeof LocationMessage>;

/** A checked fix as the gateways publish it to the driver's orders and to dispatch. */
export const DriverPosition = z
  .object({
    driverId: z.number().int().positive(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    accuracy: z.number().nonnegative(),
    heading: z.number().nullable(),
    speed: z.number().nullable(),
    /** The fix's own time, epoch milliseconds. */
    at: z.number().int(),
  })
  .meta({ id: 'DriverPosition' });
export type DriverPosition = z.infer<typeof DriverPosition>;

/** One fix as checked: a LocationMessage without its type. */
export type Fix = Omit<LocationMessage, 'type'>;

/** The last fix accepted from the same driver: where and when (the fix's own time). */
export interface AcceptedFix {
  lat: number;
  lng: number;
  at: number;
}

/** Why `checkFix` refused a fix. */
export const FIX_REFUSALS = [
  'out_of_range',
  'inaccurate',
  'future',
  'too_old',
  'too_frequent',
  'too_fast',
] as const;
export type FixRefusal = (typeof FIX_REFUSALS)[number];

/**
 * Every reason a gateway drops a `location` message: the fix's own faults, then the sender's.
 * malformed: not JSON or not a LocationMessage (NaN, Infinity, strings); not_a_driver: the
 * ticket is not a driver's, or the user has no active driver profile; off_shift: the driver is
 * offline and on no job; rate_limited: over the socket's message budget.
 */
export const POSITION_DROP_REASONS = [
  'malformed',
  ...FIX_REFUSALS,
  'not_a_driver',
  'off_shift',
  'rate_limited',
] as const;
export type PositionDropReason = (typeof POSITION_DROP_REASONS)[number];

export type FixVerdict = { ok: true } | { ok: false; reason: FixRefusal };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const ok: FixVerdict = { ok: true };
const refuse = (reason: FixRefusal): FixVerdict => ({ ok: false, reason });

/**
 * Whether a fix may be published, against FIX_RULES. Pure: the caller keeps `previous` (the
 * driver's last accepted fix) and the server's clock. Time is the fix's own: a backlog sent in
 * one burst after a reconnect passes when its fixes were taken a second or more apart, and an
 * older fix than the last accepted one is dropped (the map never moves backwards).
 */
export function checkFix(fix: Fix, previous: AcceptedFix | null, now: number): FixVerdict {
  const { lat, lng, accuracy, heading, speed, timestamp } = fix;
  if (
    !finite(lat) ||
    !finite(lng) ||
    !finite(accuracy) ||
    !finite(timestamp) ||
    lat < -90 ||
    lat > 90 ||
    lng < -180 ||
    lng > 180 ||
    accuracy < 0 ||
    timestamp <= 0 ||
    (heading !== null && (!finite(heading) || heading < 0 || heading > 360)) ||
    (speed !== null && (!finite(speed) || speed < 0))
  ) {
    return refuse('out_of_range');
  }
  if (accuracy > FIX_RULES.maxAccuracyMeters) return refuse('inaccurate');
  if (timestamp > now + FIX_RULES.maxClockAheadMs) return refuse('future');
  if (timestamp < now - FIX_RULES.maxAgeMs) return refuse('too_old');
  if (previous === null) return ok;
  const elapsedMs = timestamp - previous.at;
  if (elapsedMs < FIX_RULES.minIntervalMs) return refuse('too_frequent');
  const kmh = (haversineMeters(previous, fix) / (elapsedMs / 1000)) * 3.6;
  if (kmh > FIX_RULES.maxSpeedKmh) return refuse('too_fast');
  return ok;
}

/** The Redis pub/sub channel gateways share accepted fixes on (split mode). */
export const POSITIONS_CHANNEL = 'shop:positions';

/** An accepted fix on its way to every gateway: the position and the orders to tell. */
export const PositionBroadcast = z.object({
  position: DriverPosition,
  orderIds: z.array(z.number().int().positive()).max(50),
});
export type PositionBroadcast = z.infer<typeof PositionBroadcast>;
