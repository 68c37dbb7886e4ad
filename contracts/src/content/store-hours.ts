import { z } from 'zod';
import { SHOP_TIME_ZONE } from '../common/shop-day';
import { DayHours, WEEKDAYS, type OpeningHours } from './opening-hours';
import { vm } from '../errors/validation-messages';

const ISO_DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, vm('exception_date_format'));

/** A holiday (closed all day) or a day with special hours; it replaces that date's weekday hours. */
export const StoreException = z.object({
  date: ISO_DATE,
  /** null: closed that day. */
  hours: DayHours.nullable(),
  note: z
    .string()
    .trim()
    .max(80, vm('at_most_characters', { max: 80 }))
    .default(''),
});
export type StoreException = z.infer<typeof StoreException>;
export type StoreExceptionInput = z.input<typeof StoreException>;

export interface StoreCalendar {
  openingHours: OpeningHours;
  exceptions: readonly StoreException[];
}

/** One stretch of opening, as instants. */
export interface OpenInterval {
  opensAt: Date;
  closesAt: Date;
}

const wallFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallParts(at: Date) {
  const parts = wallFormat.formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    second: n('second'),
  };
}

/** Amsterdam's offset from UTC at an instant, in ms. */
function offsetAt(at: number): number {
  const p = wallParts(new Date(at));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant of an Amsterdam wall-clock time ('2026-12-24', '22:00'). */
export function shopInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetAt(guess);
  // Once more at the found instant, so a time near a DST change gets that side's offset.
  return new Date(guess - offsetAt(first));
}

/** 'YYYY-MM-DD' of the Amsterdam day `days` after the day of `at`. */
export function shopDate(at: Date, days = 0): string {
  const p = wallParts(at);
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return day.toISOString().slice(0, 10);
}

function weekdayOf(date: string) {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  const index = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return WEEKDAYS[index]!;
}

/** The hours of one Amsterdam date: an exception for that date wins over the weekday's hours. */
export function hoursOn(calendar: StoreCalendar, date: string): DayHours | null {
  const exception = calendar.exceptions.find((e) => e.date === date);
  if (exception) return exception.hours;
  return calendar.openingHours[weekdayOf(date)] ?? null;
}

/** The opening of one date; a closing time at or before the opening time falls on the next day. */
function intervalOn(calendar: StoreCalendar, date: string): OpenInterval | null {
  const hours = hoursOn(calendar, date);
  if (!hours) return null;
  const opensAt = shopInstant(date, hours.open);
  let closesAt = shopInstant(date, hours.close);
  if (closesAt <= opensAt) {
    const next = new Date(`${date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    closesAt = shopInstant(next.toISOString().slice(0, 10), hours.close);
  }
  return { opensAt, closesAt };
}

/** The opening that `now` falls in (yesterday's may run past midnight), or null when closed. */
export function openIntervalAt(calendar: StoreCalendar, now: Date): OpenInterval | null {
  for (const days of [-1, 0]) {
    const interval = intervalOn(calendar, shopDate(now, days));
    if (interval && interval.opensAt <= now && now < interval.closesAt) return interval;
  }
  return null;
}

export function isOpenAt(calendar: StoreCalendar, now: Date): boolean {
  return openIntervalAt(calendar, now) !== null;
}

/** When the shop next opens after `now`, looking two weeks ahead; null when it never does. */
export function nextOpeningAfter(calendar: StoreCalendar, now: Date): Date | null {
  for (let days = 0; days <= 14; days++) {
    const interval = intervalOn(calendar, shopDate(now, days));
    if (interval && interval.opensAt > now) return interval.opensAt;
  }
  return null;
}

/**
 * When a pause set at `now` ends by default: at today's closing time while open; while closed,
 * at the next opening (the pause then covers the closed hours and nothing more).
 */
export function defaultPauseEnd(calendar: StoreCalendar, now: Date): Date | null {
  return openIntervalAt(calendar, now)?.closesAt ?? nextOpeningAfter(calendar, now);
}
