import { randomUUID } from 'node:crypto';
import { DomainEvent, type NewEvent } from '@shop/contracts/events';
import type { Tx } from '../../db/client';
import { currentRequestId } from '@shop/process/log-context';
import { outbox } from './outbox.tables';

/**
 * Writes a domain event into the outbox inside the caller's transaction, so the event exists
 * if and only if the change it describes was committed.
 */
export async function recordEvent(tx: Tx, event: NewEvent): Promise<DomainEvent> {
  const requestId = currentRequestId();
  const full = DomainEvent.parse({
    ...event,
    ...(requestId ? { requestId } : {}),
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
  });
  await tx.insert(outbox).values({
    id: full.id,
    name: full.name,
    version: full.version,
    event: full,
    occurredAt: new Date(full.occurredAt),
  });
  return full;
}
