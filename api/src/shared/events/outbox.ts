import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DomainEvent, type NewEvent } from '@shop/contracts/events';
import type { Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { currentRequestId } from '@shop/process/log-context';
import { outbox } from './outbox.tables';

/**
 * Writes a domain event into the outbox inside the caller's transaction, so the event exists
 * if and only if the change it describes was committed. A `held` event is not published, nor
 * anything recorded after it, until it is released (`RelayOptions.releaseHeld`: a paid order's
 * event, once its invoice has its number).
 */
export async function recordEvent(
  tx: Tx,
  event: NewEvent,
  options: { held?: boolean } = {},
): Promise<DomainEvent> {
  const requestId = currentRequestId();
  const full = DomainEvent.parse({
    ...event,
    ...(requestId ? { requestId } : {}),
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
  });
  await insertEvent(tx).execute({
    id: full.id,
    name: full.name,
    version: full.version,
    event: full,
    occurredAt: new Date(full.occurredAt),
    held: options.held ?? false,
  } satisfies EventRow);
  return full;
}

/** What an event's row is written with; the rest are the table's defaults. */
type EventRow = Required<
  Pick<typeof outbox.$inferInsert, 'id' | 'name' | 'version' | 'event' | 'occurredAt' | 'held'>
>;

/** Every change the shop commits writes one or more: about nine per paid order. */
const insertEvent = prepared((db) =>
  db
    .insert(outbox)
    .values({
      id: sql.placeholder('id'),
      name: sql.placeholder('name'),
      version: sql.placeholder('version'),
      event: sql.placeholder('event'),
      occurredAt: sql.placeholder('occurredAt'),
      held: sql.placeholder('held'),
    })
    .prepare('outbox_insert_event'),
);
