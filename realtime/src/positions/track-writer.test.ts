import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { DriverPosition } from '@shop/contracts';
import type { RealtimeDb } from './db';
import { TrackWriter } from './track-writer';

const log = pino({ level: 'silent' });

const dialect = new PgDialect();

/**
 * A database that records what each committed batch wrote (the fix times of the insert, and
 * how many driver rows the update names), and fails while `down`.
 */
function fakeDb() {
  const state = { down: false, batches: [] as { recordedAts: number[]; drivers: number }[] };
  const db = {
    async transaction(work: (tx: unknown) => Promise<void>) {
      if (state.down) {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      }
      const statements: unknown[][] = [];
      await work({
        execute: async (query: SQL) => {
          statements.push(dialect.sqlToQuery(query).params);
        },
      });
      const [insert, update] = statements;
      state.batches.push({
        recordedAts: (insert![6] as string[]).map((iso) => Date.parse(iso)),
        drivers: (update![0] as number[]).length,
      });
    },
  };
  return { db: db as unknown as RealtimeDb, state };
}

const position = (driverId: number, at: number): DriverPosition => ({
  driverId,
  lat: 52.37,
  lng: 4.89,
  accuracy: 10,
  heading: null,
  speed: null,
  at,
});

describe('TrackWriter', () => {
  it('writes the buffered fixes in one transaction per flush, and nothing when there are none', async () => {
    const { db, state } = fakeDb();
    const writer = new TrackWriter(db, log);
    writer.add(position(1, 1_000));
    writer.add(position(2, 1_100));
    writer.add(position(1, 5_000));
    await writer.flush();
    await writer.flush();
    expect(state.batches).toHaveLength(1);
    expect(state.batches[0]!.recordedAts).toEqual([1_000, 1_100, 5_000]);
    // Drivers 1 and 2: each one's newest fix.
    expect(state.batches[0]!.drivers).toBe(2);
    expect(writer.stats()).toMatchObject({ buffered: 0, written: 3, dropped: 0, failedFlushes: 0 });
  });

  it('keeps the fixes while PostgreSQL is away and writes them, in order, once it is back', async () => {
    const { db, state } = fakeDb();
    const writer = new TrackWriter(db, log);
    state.down = true;
    writer.add(position(1, 1_000));
    await writer.flush();
    writer.add(position(1, 2_000));
    await writer.flush();
    expect(writer.stats()).toMatchObject({ buffered: 2, written: 0, failedFlushes: 2 });
    state.down = false;
    writer.add(position(1, 3_000));
    await writer.flush();
    expect(state.batches[0]!.recordedAts).toEqual([1_000, 2_000, 3_000]);
    expect(writer.stats()).toMatchObject({ buffered: 0, written: 3 });
  });

  it('past its bound, drops the oldest fixes and counts them', async () => {
    const { db, state } = fakeDb();
    const writer = new TrackWriter(db, log, { flushEveryMs: 60_000, maxBuffered: 5 });
    state.down = true;
    for (let at = 1; at <= 8; at++) writer.add(position(1, at * 1_000));
    await writer.flush();
    expect(writer.stats()).toMatchObject({ buffered: 5, dropped: 3 });
    state.down = false;
    await writer.flush();
    expect(state.batches[0]!.recordedAts).toEqual([4_000, 5_000, 6_000, 7_000, 8_000]);
  });

  it('writes what is left when it stops', async () => {
    const { db, state } = fakeDb();
    const writer = new TrackWriter(db, log);
    writer.start();
    writer.add(position(3, 1_000));
    await writer.stop();
    expect(state.batches[0]!.recordedAts).toEqual([1_000]);
  });
});
