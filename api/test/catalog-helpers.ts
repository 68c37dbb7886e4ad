import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { CatalogResource, DomainEvent } from '@shop/contracts/events';
import type { Db } from '../src/db/client';
import { outbox } from '../src/shared/events/outbox.tables';

/** A catalog.changed event as another replica's relay would publish it. */
export function catalogChanged(resources: CatalogResource[]): DomainEvent {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'catalog.changed',
    version: 1,
    data: { resources },
  };
}

/** Outbox rows with this event name. */
export async function outboxRows(db: Db, name: DomainEvent['name']) {
  return db.select().from(outbox).where(eq(outbox.name, name));
}

export async function outboxCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}
