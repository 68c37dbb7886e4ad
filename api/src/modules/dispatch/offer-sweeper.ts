import type { Logger } from 'pino';
import { IntervalPass } from '@shop/process/interval-pass';
import type { Db } from '../../db/client';
import { dispatchSettings, expireOffers, offerWaitingOrders } from './offers';

export interface OfferSweeperDeps {
  db: Db;
  log: Logger;
  kickRelay: () => void;
  clock?: () => Date;
}

/** How often the sweeper looks: an offer lives 60 s, so it passes on within 3 s of expiring. */
export const SWEEP_EVERY_MS = 3_000;

/**
 * Passes expired offers to the next driver. It runs in every api process (embedded or split,
 * one replica or many): each pass locks the orders it touches with SKIP LOCKED and re-reads
 * each offer under that lock, so replicas share the work and a pass run twice changes nothing.
 * With the store's auto-offer setting on, it also offers waiting ready orders to drivers who
 * have become free (back from a delivery).
 */
export class OfferSweeper {
  private readonly passes = new IntervalPass(() =>
    this.pass().catch((err: unknown) => this.deps.log.warn({ err }, 'offer sweep failed')),
  );

  constructor(private readonly deps: OfferSweeperDeps) {}

  start(everyMs = SWEEP_EVERY_MS): void {
    this.passes.start(everyMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass; overlapping calls share the pass in progress. */
  runOnce(): Promise<void> {
    return this.passes.runOnce();
  }

  private async pass(): Promise<void> {
    const { db, kickRelay } = this.deps;
    const now = (this.deps.clock ?? (() => new Date()))();
    let changed = await expireOffers(db, now);
    if ((await dispatchSettings(db)).autoOfferReadyOrders) {
      changed += await offerWaitingOrders(db, now);
    }
    if (changed > 0) kickRelay();
  }
}
