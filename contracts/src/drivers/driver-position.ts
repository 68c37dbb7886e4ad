import { z } from 'zod';

/**
 * A driver's position: the one hot path that skips the outbox (docs/ARCHITECTURE "Driver
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
