/**
 * Amsterdam's wall clock without Intl, in a module of its own: the shop's frame reads the year
 * from it (the footer, painted on the server too), and the frame loads on every page, where
 * the formats of web/src/i18n/format.ts are not needed yet.
 */

export const HOUR_MS = 3_600_000;

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

/** The year in Amsterdam now (the footer's copyright line, painted on the server as well). */
export const amsterdamYear = (now = new Date()): number => amsterdamWallClock(now).getUTCFullYear();
