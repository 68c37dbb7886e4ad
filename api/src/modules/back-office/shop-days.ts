import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { SHOP_TIME_ZONE, shopDateOf, startOfShopDay } from '@shop/contracts';

export { shopDateOf };

/** The Amsterdam calendar day `days` before `date` (YYYY-MM-DD arithmetic at noon UTC). */
export function shopDateMinus(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() - days);
  return noon.toISOString().slice(0, 10);
}

/** The instant an Amsterdam day starts (noon UTC is always inside that day). */
export const startOfDate = (date: string): Date => startOfShopDay(new Date(`${date}T12:00:00Z`));

/** The instant after an Amsterdam day ends: the start of the next one. */
export const endOfDate = (date: string): Date => startOfDate(shopDateMinus(date, -1));

/**
 * A timestamp column's Amsterdam calendar day, in SQL, as YYYY-MM-DD text. The zone is a
 * constant written into the text (not a parameter), so the same expression in select and
 * group by is the same expression to PostgreSQL.
 */
export const shopDateSql = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone '${sql.raw(SHOP_TIME_ZONE)}', 'YYYY-MM-DD')`;
