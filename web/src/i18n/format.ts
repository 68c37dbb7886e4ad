import type { Language, Weekday } from '@shop/contracts';
import { amsterdamWallClock, HOUR_MS } from './amsterdam-clock';
import { currentLanguage } from './index';

export { amsterdamWallClock, amsterdamYear } from './amsterdam-clock';

/**
 * Dates and times in the shop's language, on Amsterdam's clock whatever the device's own time
 * zone: the restaurant's times are Amsterdam's, as its e-mails say. English keeps the spec's
 * 'MMM d, yyyy' and 'HH:mm'; Dutch writes '14 mrt 2026' and '19:45'. Money is not
 * here: it keeps the spec's German format in both languages (lib/money.ts), which is also how
 * Dutch writes euros.
 *
 * Days, weekdays, months and clock times are written out, as Intl writes them (a unit test
 * compares): Intl's formatter for a time zone took 15 ms to build while home hydrated
 * (docs/performance.md), and one for a locale not used before loads that locale's data.
 */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
};

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'Mar 14, 2026' / '14 mrt 2026', the day in Amsterdam. */
export const formatDay = (date: Date): string => {
  const amsterdam = amsterdamWallClock(date);
  const day = amsterdam.getUTCDate();
  const year = amsterdam.getUTCFullYear();
  const language = currentLanguage();
  const month = SHORT_MONTHS[language][amsterdam.getUTCMonth()];
  return language === 'nl' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
};

/** '19:45' in both languages, Amsterdam's clock. */
export const formatClock = (date: Date): string => {
  const amsterdam = amsterdamWallClock(date);
  return `${twoDigits(amsterdam.getUTCHours())}:${twoDigits(amsterdam.getUTCMinutes())}`;
};

/** '19:45:08', Amsterdam's clock, where seconds tell something (a driver's fixes). */
export const formatClockSeconds = (date: Date): string =>
  `${formatClock(date)}:${twoDigits(amsterdamWallClock(date).getUTCSeconds())}`;

/** 'Nov 28' / '28 nov' of a calendar day written 'YYYY-MM-DD' (a report's or a chart's day). */
export function formatDayMonth(day: string): string {
  const [, month = 1, date = 1] = day.split('-').map(Number);
  const name = SHORT_MONTHS[currentLanguage()][month - 1];
  return currentLanguage() === 'nl' ? `${date} ${name}` : `${name} ${date}`;
}

/** 'Mar 2026' / 'mrt 2026', on the restaurant's calendar. */
export const formatMonthYear = (date: Date): string => {
  const amsterdam = amsterdamWallClock(date);
  return `${SHORT_MONTHS[currentLanguage()][amsterdam.getUTCMonth()]} ${amsterdam.getUTCFullYear()}`;
};

/** 'YYYY-MM-DD HH:mm:ss' as Amsterdam's clocks read it at `date`: a back-office picker's value. */
export function amsterdamDateTimeText(date: Date): string {
  return amsterdamWallClock(date).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The instant at which Amsterdam's clocks read `text` ('YYYY-MM-DD HH:mm[:ss]', as a picker
 * gives it), whatever the device's zone; null when it is no such text. An hour the clocks skip
 * in March is read as summer time's, an hour they repeat in October as the first of the two.
 */
export function fromAmsterdamDateTimeText(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, sec] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, sec!);
  if (Number.isNaN(wall)) return null;
  for (const offset of [2, 1]) {
    const instant = new Date(wall - offset * HOUR_MS);
    if (amsterdamWallClock(instant).getTime() === wall) return instant;
  }
  return new Date(wall - HOUR_MS);
}

const DUTCH_WEEKDAYS: Record<Weekday, string> = {
  Monday: 'maandag',
  Tuesday: 'dinsdag',
  Wednesday: 'woensdag',
  Thursday: 'donderdag',
  Friday: 'vrijdag',
  Saturday: 'zaterdag',
  Sunday: 'zondag',
};

/** 'Monday' / 'maandag', or short 'Mon' / 'ma'; English keeps the contracts' own names. */
export function weekdayName(day: Weekday, style: 'short' | 'long'): string {
  if (currentLanguage() === 'en') return style === 'short' ? day.slice(0, 3) : day;
  const name = DUTCH_WEEKDAYS[day];
  return style === 'short' ? name.slice(0, 2) : name;
}

/** 'pizza, fries and cola' / 'pizza, friet en cola'. */
export const formatList = (items: string[]): string =>
  new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(items);
