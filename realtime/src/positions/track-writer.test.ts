import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { DriverPosition } from '@shop/contracts';
import type { RealtimeDb } from './db';
import { TrackWriter } from './track-writer';

const log = pino({ level: 'silent' });

/** A database that records what each committed batch wrote, and fails while `down`. */
function fakeDb() {
  const state = { down: false, batches: [] as { rows: unknown[]; updates: number }[] };
  const db = {
    async transaction(work: (tx: unknown) => Promise<void>) {
      if (state.down)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      const batch = { rows: [] as unknown[], updates: 0 };
      await work({
        insert: () => ({
          values: async (rows: unknown[]) => {
            batch.rows.push(...rows);
          },
        }),
        execute: async () => {
          batch.updates += 1;
        },
      });
      state.batches.push(batch);
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

const recordedAts = (rows: unknown[]) =>
  rows.map((r) => (r as { recordedAt: Date }).recordedAt.getTime());

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
    expect(recordedAts(state.batches[0]!.rows)).toEqual([1_000, 1_100, 5_000]);
    expect(state.batches[0]!.updates).toBe(1);
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
    expect(recordedAts(state.batches[0]!.rows)).toEqual([1_000, 2_000, 3_000]);
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
    expect(recordedAts(state.batches[0]!.rows)).toEqual([4_000, 5_000, 6_000, 7_000, 8_000]);
  });

  it('writes what is left when it stops', async () => {
    const { db, state } = fakeDb();
    const writer = new TrackWriter(db, log);
    writer.start();
    writer.add(position(3, 1_000));
    await writer.stop();
    expect(recordedAts(state.batches[0]!.rows)).toEqual([1_000]);
  });
});
