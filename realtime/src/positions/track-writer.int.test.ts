/**
 * The track against a real PostgreSQL that drops every connection and refuses new ones for a
 * while (as a restart or a failover does): the batch stays in the buffer and lands once the database answers again, in order,
 * with each driver's newest fix in drivers.last_*.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DriverPosition } from '@shop/contracts';
import { openRealtimeDatabase } from './db';
import { TrackWriter } from './track-writer';

const log = pino({ level: 'silent' });

describe('the track when PostgreSQL drops its connections', () => {
  const adminUrl = inject('postgresAdminUrl');
  const name = `track_${randomBytes(6).toString('hex')}`;
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  let database: ReturnType<typeof openRealtimeDatabase>;
  let sql: pg.Client;
  const driverIds: number[] = [];

  const admin = async (query: string, params: unknown[] = []) => {
    const client = new pg.Client(adminUrl);
    await client.connect();
    try {
      return await client.query(query, params);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name} template shop_template`);
    sql = new pg.Client(url);
    // The cut below ends this session too; the test reconnects to read.
    sql.on('error', () => {});
    await sql.connect();
    for (const username of ['track-a', 'track-b']) {
      const user = await sql.query(
        `insert into users (username, password_hash, role) values ($1, 'x', 'driver') returning id`,
        [username],
      );
      const driver = await sql.query(
        `insert into drivers (user_id, full_name, is_active) values ($1, $2, true) returning id`,
        [user.rows[0].id, username],
      );
      driverIds.push(driver.rows[0].id as number);
    }
    database = openRealtimeDatabase(url, log);
  });
  afterAll(async () => {
    await sql.end();
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  const fix = (driverId: number, at: number, lng: number): DriverPosition => ({
    driverId,
    lat: 52.37,
    lng,
    accuracy: 9,
    heading: 180,
    speed: 3.5,
    at,
  });

  it('keeps the batch through the cut and writes it, and the newest fix per driver, afterwards', async () => {
    const writer = new TrackWriter(database.db, log);
    const [a, b] = driverIds as [number, number];
    const t0 = Date.parse('2026-11-25T18:00:00Z');
    writer.add(fix(a, t0, 4.89));
    await writer.flush();
    expect(writer.stats()).toMatchObject({ written: 1, failedFlushes: 0 });

    // The database goes away: every session is cut and new ones are refused.
    await admin(`alter database ${name} allow_connections false`);
    await admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    writer.add(fix(a, t0 + 4_000, 4.891));
    writer.add(fix(b, t0 + 5_000, 4.9));
    await writer.flush();
    writer.add(fix(a, t0 + 8_000, 4.892));
    await writer.flush();
    expect(writer.stats()).toMatchObject({ buffered: 3, written: 1, failedFlushes: 2 });

    // Back: the next batch carries what waited, in order.
    await admin(`alter database ${name} allow_connections true`);
    await writer.flush();
    expect(writer.stats()).toMatchObject({ buffered: 0, written: 4, dropped: 0 });

    await sql.end();
    sql = new pg.Client(url);
    await sql.connect();
    const track = await sql.query(
      `select driver_id, longitude, recorded_at from driver_positions order by recorded_at`,
    );
    expect(track.rows.map((r) => [r.driver_id, r.longitude, r.recorded_at.getTime()])).toEqual([
      [a, 4.89, t0],
      [a, 4.891, t0 + 4_000],
      [b, 4.9, t0 + 5_000],
      [a, 4.892, t0 + 8_000],
    ]);
    const last = await sql.query(
      `select id, last_longitude, last_seen_at from drivers where id = any($1) order by id`,
      [driverIds],
    );
    expect(last.rows.map((r) => [r.id, r.last_longitude, r.last_seen_at.getTime()])).toEqual([
      [a, 4.892, t0 + 8_000],
      [b, 4.9, t0 + 5_000],
    ]);

    // A batch older than what a driver already has does not move them back.
    writer.add(fix(a, t0 + 6_000, 4.5));
    await writer.stop();
    const still = await sql.query(`select last_longitude from drivers where id = $1`, [a]);
    expect(still.rows[0].last_longitude).toBe(4.892);
  });
});
