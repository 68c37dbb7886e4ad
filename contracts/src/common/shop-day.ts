import { z } from 'zod';
import { vm } from '../errors/validation-messages';
/** The restaurant's time zone: "today" on the kitchen board and in reports is an Amsterdam day. */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Amsterdam's offset from UTC at an instant, in milliseconds (3,600,000 in winter). */
function offsetAt(at: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(partsFormat.formatToParts(at).find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(at.getTime() / 1000) * 1000;
}

/** Midnight of `now`'s day in Amsterdam, as an instant (23 or 25 hours before the next one on DST days). */
export function startOfShopDay(now: Date): Date {
  const [year, month, day] = shopDateOf(now).split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, day);
  // The offset at midnight, not at `now`: on the days the clocks change the two differ by an hour.
  const guess = midnight - offsetAt(now);
  return new Date(midnight - offsetAt(new Date(guess)));
}

let dateFormat: Intl.DateTimeFormat | undefined;

/** The Amsterdam calendar day of an instant, as YYYY-MM-DD (the formatter is built on first use). */
export function shopDateOf(at: Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dateFormat.format(at);
}

/** A calendar day in Amsterdam as YYYY-MM-DD that exists (no 2026-02-30): the back office's date filters. */
export const ShopDate = z
  .string({ error: vm('date_format') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, vm('date_format'))
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, vm('date_does_not_exist'));
