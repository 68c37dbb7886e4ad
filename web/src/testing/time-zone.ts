import { afterEach, beforeEach } from 'vitest';

/**
 * The calling file's (or block's) tests run on a device whose clock is set to `zone`, as a
 * customer abroad or a tablet left on UTC would be: Node reads `TZ` anew when it changes, for
 * `Date` and for Intl's default zone alike. The machine's own zone is back afterwards.
 */
export function onDeviceInZone(zone: string): void {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

/** Zones far from Amsterdam's on either side, and UTC (a server's or a fresh tablet's). */
export const OTHER_ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo'] as const;
