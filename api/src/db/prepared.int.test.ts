import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase } from '../../test/databases';
import { outbox } from '../shared/events/outbox.tables';
import type { Database } from './client';
import { prepared } from './prepared';

const eventNamed = prepared((db) =>
  db
    .select({ name: outbox.name })
    .from(outbox)
    .where(eq(outbox.id, sql.placeholder('id')))
    .prepare('test_prepared_event_named'),
);
const recordNamed = prepared((db) =>
  db
    .insert(outbox)
    .values({
      id: sql.placeholder('id'),
      name: sql.placeholder('name'),
      version: 1,
      event: sql.placeholder('event'),
      occurredAt: sql.placeholder('occurredAt'),
    })
    .prepare('test_prepared_record_named'),
);

const row = (name: string) => ({
  id: randomUUID(),
  name,
  event: { name, data: { note: 'a quote " and a ü' } },
  occurredAt: new Date('2026-11-29T18:00:00Z'),
});

describe.each([
  ['PGlite', createPgliteDatabase],
  ['PostgreSQL', createPostgresDatabase],
])('a prepared query on %s', (name, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("runs inside a transaction on the transaction's connection: it sees and makes its changes", async () => {
    const { db } = database;
    const kept = row('kept');
    const undone = row('undone');
    await db.transaction(async (tx) => {
      await recordNamed(tx).execute(kept);
      // The transaction's own row, not yet committed, is seen inside it only.
      expect(await eventNamed(tx).execute({ id: kept.id })).toEqual([{ name: 'kept' }]);
    });
    await expect(
      db.transaction(async (tx) => {
        await recordNamed(tx).execute(undone);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    expect(await eventNamed(db).execute({ id: kept.id })).toEqual([{ name: 'kept' }]);
    expect(await eventNamed(db).execute({ id: undone.id })).toEqual([]);
    const [stored] = await db.select().from(outbox).where(eq(outbox.id, kept.id));
    expect(stored?.event).toEqual(kept.event);
    expect(stored?.occurredAt.toISOString()).toBe('2026-11-29T18:00:00.000Z');
  });

  // PGlite has one connection: nothing runs beside a transaction there.
  it.runIf(name === 'PostgreSQL')(
    'is not seen by the pool before the transaction commits',
    async () => {
      const { db } = database;
      const pending = row('pending');
      await db.transaction(async (tx) => {
        await recordNamed(tx).execute(pending);
        expect(await eventNamed(db).execute({ id: pending.id })).toEqual([]);
      });
      expect(await eventNamed(db).execute({ id: pending.id })).toEqual([{ name: 'pending' }]);
    },
  );
});
