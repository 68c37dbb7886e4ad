import { isNotNull, lte, and } from 'drizzle-orm';
import type { Logger } from 'pino';
import { IntervalPass } from '@shop/process/interval-pass';
import { SWITCH_NAMES, isOpenAt, nextOpeningAfter, type OrderingStatus } from '@shop/contracts';
import type { Db } from '../../db/client';
import { lockOrderingSwitchRow } from '../ordering';
import { readCalendar, readStoreRules, writeSwitchChanges } from './store-settings.service';
import { orderingSwitchPauses } from './store-settings.tables';

/** How often the store clock looks: a pause ends, or ordering closes, within half a minute. */
export const STORE_CLOCK_EVERY_MS = 30_000;

export interface StoreClockDeps {
  db: Db;
  log: Logger;
  /** Told after a pass changed the switches (the ordering module's `afterSwitchesWritten`). */
  switchesWritten: () => void;
  clock?: () => Date;
}

export interface StoreClockPass {
  /** Switches turned back on because their pause ended. */
  resumed: string[];
  /** Whether this pass closed online ordering for the closed hours. */
  closed: boolean;
}

/**
 * Ends pauses whose time is up and, when the store asks for it, turns online ordering off at
 * closing time (a pause until the next opening, which the same rule then ends). Each pass runs
 * in one transaction that locks the switches row, so replicas running it side by side change
 * a switch once.
 */
export class StoreClock {
  private readonly passes = new IntervalPass(() => this.passAt());

  constructor(private readonly deps: StoreClockDeps) {}

  start(everyMs = STORE_CLOCK_EVERY_MS): void {
    this.passes.start(everyMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  runOnce(at?: Date): Promise<StoreClockPass | null> {
    return this.passes.runOnce(() => this.passAt(at));
  }

  private passAt(at?: Date): Promise<StoreClockPass | null> {
    return this.pass(at ?? (this.deps.clock ?? (() => new Date()))()).catch((err: unknown) => {
      this.deps.log.warn({ err }, 'store clock pass failed');
      return null;
    });
  }

  private async pass(now: Date): Promise<StoreClockPass> {
    const { db } = this.deps;
    const result = await db.transaction(async (tx) => {
      const switches = await lockOrderingSwitchRow(tx);
      const rules = await readStoreRules(tx);
      const calendar = await readCalendar(tx);
      const open = isOpenAt(calendar, now);
      const followHours = rules?.closeOutsideHours ?? false;

      const due = await tx
        .select()
        .from(orderingSwitchPauses)
        .where(and(isNotNull(orderingSwitchPauses.until), lte(orderingSwitchPauses.until, now)));
      const resume: Partial<OrderingStatus> = {};
      for (const pause of due) {
        // Still closed: the closed-hours pause stays (the hours changed since it was set).
        if (pause.reason === 'closed-hours' && followHours && !open) continue;
        if (switches && switches[pause.name] === false) resume[pause.name] = true;
      }
      const resumed = SWITCH_NAMES.filter((n) => resume[n]);
      if (resumed.length > 0) {
        const by = due.find((p) => resume[p.name]);
        await writeSwitchChanges(tx, {
          changes: resume,
          actor: { id: by?.setById ?? rules?.updatedById ?? 1, name: 'Store clock' },
          reason: 'manual',
          now,
        });
      }

      const masterOn = resume.masterEnabled ?? switches?.masterEnabled ?? true;
      let closed = false;
      if (followHours && !open && masterOn && rules?.updatedById) {
        await writeSwitchChanges(tx, {
          changes: { masterEnabled: false },
          // Acting on the rule that admin set; the log names the store clock.
          actor: { id: rules.updatedById, name: 'Store clock (opening hours)' },
          reason: 'closed-hours',
          until: nextOpeningAfter(calendar, now),
          now,
        });
        closed = true;
      }
      return { resumed, closed };
    });
    if (result.resumed.length > 0 || result.closed) {
      this.deps.switchesWritten();
      this.deps.log.info(result, 'store clock changed the ordering switches');
    }
    return result;
  }
}
