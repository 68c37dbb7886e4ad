import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { SHOP_TIME_ZONE, shopDateOf, startOfShopDay } from '@shop/contracts';

/**
 * The shop's calendar days and months are Amsterdam's: the back office's date filters, the
 * dashboard's days and the reports' periods all count from Amsterdam's midnight. Dates are
 * YYYY-MM-DD (months YYYY-MM); noon UTC always lies on the same date in Amsterdam, so date
 * arithmetic is done there.
 */
export { shopDateOf };

/** The Amsterdam calendar day `days` before `date`. */
export function shopDateMinus(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() - days);
  return noon.toISOString().slice(0, 10);
}

/** The instant an Amsterdam day starts, or the day `addDays` after it. */
export function startOfDate(date: string, addDays = 0): Date {
  return startOfShopDay(new Date(`${shopDateMinus(date, -addDays)}T12:00:00Z`));
}

/** The instant after an Amsterdam day ends: the start of the next one. */
export const endOfDate = (date: string): Date => startOfDate(date, 1);

/** The instants a range of Amsterdam days covers: [start of `from`, start of the day after `to`). */
export function shopDayRange(from: string, to: string): { start: Date; end: Date } {
  return { start: startOfDate(from), end: endOfDate(to) };
}

/** The instants of Amsterdam months YYYY-MM from `from` to `to`, both included. */
export function shopMonthRange(from: string, to: string): { start: Date; end: Date } {
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const next = tm === 12 ? `${ty + 1}-01-01` : `${ty}-${String(tm + 1).padStart(2, '0')}-01`;
  return { start: startOfDate(`${from}-01`), end: startOfDate(next) };
}

/**
 * A timestamp column's Amsterdam calendar day, in SQL, as YYYY-MM-DD text. The zone is a
 * constant written into the text (not a parameter), so the same expression in select and
 * group by is the same expression to PostgreSQL.
 */
export const shopDateSql = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone '${sql.raw(SHOP_TIME_ZONE)}', 'YYYY-MM-DD')`;
