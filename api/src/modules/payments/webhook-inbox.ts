import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { webhookEvents } from './payments.tables';
import { HANDLED_EVENT_TYPES, REFUND_EVENT_TYPES, type ProviderEvent } from './provider';
import type { Refunds } from './refunds';
import type { Settlement } from './settlement';

type ProviderName = (typeof webhookEvents.$inferSelect)['provider'];
/** What applying a stored event reads of it. */
type EventRow = Pick<typeof webhookEvents.$inferSelect, 'id' | 'eventId' | 'type' | 'intentId'>;

const storedFields = {
  id: webhookEvents.id,
  eventId: webhookEvents.eventId,
  type: webhookEvents.type,
  intentId: webhookEvents.intentId,
};

// Every payment's events pass through here (decision 0054: prepared).

/** Stores an event once per (provider, event id); answers its row only the first time. */
const storeEventQuery = prepared((db) =>
  db
    .insert(webhookEvents)
    .values({
      provider: sql.placeholder('provider'),
      eventId: sql.placeholder('eventId'),
      type: sql.placeholder('type'),
      intentId: sql.placeholder('intentId'),
      payload: sql.placeholder('payload'),
    })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning(storedFields)
    .prepare('payments_store_webhook_event'),
);

/** Marks a stored event applied, with what applying it did (its outcome). */
const markAppliedQuery = prepared((db) =>
  db
    .update(webhookEvents)
    .set({ processedAt: sql`now()`, outcome: sql`${sql.placeholder('outcome')}` })
    .where(eq(webhookEvents.id, sql.placeholder('id')))
    .prepare('payments_mark_webhook_event_applied'),
);

/** Stripe retries an event for up to three days; an event we could not apply by then is dropped. */
const KEEP_TRYING_MS = 3 * 24 * 3600 * 1000;

export interface ReceiveResult {
  /** False for a type we do not act on. */
  handled: boolean;
  /** True when this event id was stored before: a redelivery, nothing more happens. */
  duplicate: boolean;
}

/**
 * A transactional inbox for provider events. An event is stored once per (provider, event id)
 * before anything is applied; applying means settling its PaymentIntent, which is idempotent.
 * An event whose order we do not hold yet stays stored, and the reconciler applies it later.
 */
export class WebhookInbox {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly deps: { db: Db; settlement: Settlement; refunds: Refunds; log: Logger },
  ) {}

  /** Stores a verified event and applies it: now (`wait`) or right after the caller answered. */
  async receive(
    provider: ProviderName,
    event: ProviderEvent,
    options: { wait?: boolean } = {},
  ): Promise<ReceiveResult> {
    if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) {
      return { handled: false, duplicate: false };
    }
    const [row] = await storeEventQuery(this.deps.db).execute({
      provider,
      eventId: event.id,
      type: event.type,
      intentId: event.intentId,
      payload: event.payload ?? {},
    });
    if (!row) return { handled: true, duplicate: true };
    const work = this.apply(row);
    if (options.wait) await work;
    else this.track(work);
    return { handled: true, duplicate: false };
  }

  /** Applies stored events not applied yet, oldest first; returns how many were applied. */
  async applyPending(limit = 500): Promise<number> {
    const { db } = this.deps;
    const expired = await db
      .update(webhookEvents)
      .set({ processedAt: sql`now()`, outcome: 'expired' })
      .where(
        and(
          isNull(webhookEvents.processedAt),
          lte(webhookEvents.receivedAt, new Date(Date.now() - KEEP_TRYING_MS)),
        ),
      )
      .returning({ eventId: webhookEvents.eventId, intentId: webhookEvents.intentId });
    for (const e of expired) {
      this.deps.log.warn(e, 'payment event never matched an order; given up');
    }
    const rows = await db
      .select(storedFields)
      .from(webhookEvents)
      .where(
        and(
          isNull(webhookEvents.processedAt),
          gt(webhookEvents.receivedAt, new Date(Date.now() - KEEP_TRYING_MS)),
        ),
      )
      .orderBy(asc(webhookEvents.receivedAt), asc(webhookEvents.id))
      .limit(limit);
    let applied = 0;
    for (const row of rows) if (await this.apply(row)) applied++;
    return applied;
  }

  /** Resolves once the events being applied in the background are done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track(work: Promise<unknown>): void {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
  }

  /** Settles the event's intent; true when the event is now applied. Never throws. */
  private async apply(row: EventRow): Promise<boolean> {
    const { db, settlement, log } = this.deps;
    try {
      let outcome = 'ignored';
      if (row.intentId) {
        const result = await settlement.settle(row.intentId);
        if (result.kind === 'unlinked') {
          await this.failed(row, 'no order holds this payment intent yet');
          return false;
        }
        outcome = result.kind;
        if (REFUND_EVENT_TYPES.includes(row.type)) await this.deps.refunds.check(row.intentId);
      }
      await markAppliedQuery(db).execute({ id: row.id, outcome });
      return true;
    } catch (err) {
      log.warn({ err, eventId: row.eventId }, 'payment event not applied; will retry');
      await this.failed(row, err instanceof Error ? err.message : String(err)).catch(() => {});
      return false;
    }
  }

  private async failed(row: EventRow, reason: string): Promise<void> {
    await this.deps.db
      .update(webhookEvents)
      .set({ attempts: sql`${webhookEvents.attempts} + 1`, lastError: reason.slice(0, 500) })
      .where(eq(webhookEvents.id, row.id));
  }
}
