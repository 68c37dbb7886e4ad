import { startOfShopDay } from '@shop/contracts';

/** Midnight in Amsterdam at the start of a YYYY-MM-DD day (noon UTC lies on the same date there). */
export function shopDayStart(day: string, addDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return startOfShopDay(new Date(Date.UTC(y, m - 1, d + addDays, 12)));
}

/** The instants a range of Amsterdam days covers: [start of `from`, start of the day after `to`). */
export function shopDayRange(from: string, to: string): { start: Date; end: Date } {
  return { start: shopDayStart(from), end: shopDayStart(to, 1) };
}

/** The instants of Amsterdam months YYYY-MM from `from` to `to`, both included. */
export function shopMonthRange(from: string, to: string): { start: Date; end: Date } {
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const next = tm === 12 ? `${ty + 1}-01-01` : `${ty}-${String(tm + 1).padStart(2, '0')}-01`;
  return { start: shopDayStart(`${from}-01`), end: shopDayStart(next) };
}
