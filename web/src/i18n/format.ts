import type { Language, Weekday } from '@shop/contracts';
import { currentLanguage } from './index';

/**
 * Dates and times in the shop's language. English keeps the spec's 'MMM d, yyyy' and 'HH:mm'
 * (location §9); Dutch writes '14 mrt 2026' and '19:45'. Money is not here: it keeps the
 * spec's German format in both languages (lib/money.ts), which is also how Dutch writes euros.
 */
const cache = new Map<string, Intl.DateTimeFormat>();
/**
 * The named format in the current language, built when first asked for in that language: a
 * formatter for a locale not used before loads that locale's data, which cost a phone tens of
 * milliseconds while the app started (docs/performance.md).
 */
function formats(
  name: string,
  en: [string, Intl.DateTimeFormatOptions],
  nl: Intl.DateTimeFormatOptions,
) {
  const language: Language = currentLanguage();
  const key = `${name}|${language}`;
  let format = cache.get(key);
  if (!format) {
    format =
      language === 'nl'
        ? new Intl.DateTimeFormat('nl-NL', nl)
        : new Intl.DateTimeFormat(en[0], en[1]);
    cache.set(key, format);
  }
  return format;
}

const dayMonthYear: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
};
const hourMinute: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** 'Mar 14, 2026' / '14 mrt 2026'. */
export const formatDay = (date: Date): string =>
  formats('day', ['en-US', dayMonthYear], dayMonthYear).format(date);

/** '19:45' in both languages. */
export const formatClock = (date: Date): string =>
  formats('clock', ['en-GB', hourMinute], hourMinute).format(date);

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
};

/**
 * 'Mar 2026' / 'mrt 2026', on the restaurant's calendar. Written out, as Intl writes them (a
 * unit test compares): Intl's formatter for a time zone took 15 ms to build while home's
 * reviews hydrated, the longest piece of work on that page.
 */
export const formatMonthYear = (date: Date): string => {
  const amsterdam = amsterdamWallClock(date);
  return `${SHORT_MONTHS[currentLanguage()][amsterdam.getUTCMonth()]} ${amsterdam.getUTCFullYear()}`;
};

const HOUR_MS = 3_600_000;

/**
 * The wall-clock time in Amsterdam at `date`, as a Date whose UTC fields read it. Amsterdam
 * keeps Central European Time (UTC+1), and summer time (UTC+2) from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October: the EU's rule since 1996.
 */
export function amsterdamWallClock(date: Date): Date {
  const year = date.getUTCFullYear();
  const summer = date.getTime() >= lastSunday(year, 2) && date.getTime() < lastSunday(year, 9);
  return new Date(date.getTime() + (summer ? 2 : 1) * HOUR_MS);
}

/** 01:00 UTC on the last Sunday of `month` (0 is January) in `year`. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

// 2024-01-01 was a Monday: day i of the week is January i + 1.
const WEEKDAY_INDEX: Record<Weekday, number> = {
  Monday: 0,
  Tuesday: 1,
  Wednesday: 2,
  Thursday: 3,
  Friday: 4,
  Saturday: 5,
  Sunday: 6,
};

/** 'Monday' / 'maandag', or short 'Mon' / 'ma'; English keeps the contracts' own names. */
export function weekdayName(day: Weekday, style: 'short' | 'long'): string {
  if (currentLanguage() === 'en') return style === 'short' ? day.slice(0, 3) : day;
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAY_INDEX[day], 12));
  const format = formats(`weekday-${style}`, ['en-GB', { weekday: style, timeZone: 'UTC' }], {
    weekday: style,
    timeZone: 'UTC',
  });
  return format.format(date).replace('.', '');
}

/** 'pizza, fries and cola' / 'pizza, friet en cola'. */
export const formatList = (items: string[]): string =>
  new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(items);
