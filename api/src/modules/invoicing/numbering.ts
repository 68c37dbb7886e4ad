import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { IntervalPass } from '@shop/process/interval-pass';
import type { Db, Tx } from '../../db/client';

/**
 * Numbers every invoice still waiting for its number and releases the events that carry them
 * (`number_pending_invoices`, migration 0011); answers how many it numbered. A payment calls it
 * just after its commit. Calls take turns inside PostgreSQL, each reading what the one before
 * committed, so however many run at once the numbers follow one another without gaps; one call
 * numbers every invoice committed before it, so a busy evening's payments share calls.
 */
export async function numberPendingInvoices(db: Db | Tx): Promise<number> {
  // node-postgres and PGlite both answer with `rows`.
  const { rows } = (await db.execute(sql`select number_pending_invoices() as numbered`)) as {
    rows: { numbered: number }[];
  };
  return Number(rows[0]?.numbered ?? 0);
}

export interface InvoiceNumberingDeps {
  db: Db;
  log: Logger;
  kickRelay: () => void;
}

/** How often the sweep looks for invoices whose payment's process stopped before numbering. */
export const NUMBERING_SWEEP_EVERY_MS = 2_000;

/**
 * Numbers the invoices of payments whose api process stopped between the commit and the
 * numbering (a crash, a deploy), so their events are held for seconds, not for ever. Every api
 * process sweeps; when nothing waits, a pass is one cheap statement.
 */
export class InvoiceNumberingSweeper {
  private readonly passes = new IntervalPass(() =>
    this.pass().catch((err: unknown) =>
      this.deps.log.warn({ err }, 'invoice numbering sweep failed'),
    ),
  );

  constructor(private readonly deps: InvoiceNumberingDeps) {}

  start(everyMs = NUMBERING_SWEEP_EVERY_MS): void {
    this.passes.start(everyMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  private async pass(): Promise<void> {
    const numbered = await numberPendingInvoices(this.deps.db);
    if (numbered > 0) {
      // Usually a payment's own call was about to do it; after a crash, it was not.
      this.deps.log.info({ numbered }, 'invoices numbered by the sweep');
      this.deps.kickRelay();
    }
  }
}
