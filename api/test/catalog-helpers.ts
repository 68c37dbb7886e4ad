import { count, eq } from 'drizzle-orm';
import type { DomainEvent } from '@shop/contracts/events';
import type { Db } from '../src/db/client';
import { outbox } from '../src/shared/events/outbox.tables';

export { catalogChanged } from '../../infra/testing/domain-events';

/** Outbox rows with this event name. */
export async function outboxRows(db: Db, name: DomainEvent['name']) {
  return db.select().from(outbox).where(eq(outbox.name, name));
}

export async function outboxCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}
