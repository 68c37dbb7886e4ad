import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/**
 * Numbers every invoice still waiting for its number and releases the events that carry them
 * (`number_pending_invoices`, migration 0011); answers how many it numbered. The outbox relay
 * calls it before each pass, on its own connection, so a payment neither waits for it nor for a
 * pooled connection to run it, and one call numbers every payment committed since the last.
 * Calls take turns inside PostgreSQL, each reading what the one before committed, so the
 * numbers follow one another without gaps however many processes call it.
 */
export async function numberPendingInvoices(db: Db | Tx): Promise<number> {
  // node-postgres and PGlite both answer with `rows`.
  const { rows } = (await db.execute(sql`select number_pending_invoices() as numbered`)) as {
    rows: { numbered: number }[];
  };
  return Number(rows[0]?.numbered ?? 0);
}
