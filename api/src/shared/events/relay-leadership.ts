import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

/**
 * Which process relays the outbox. One at a time, so the events of an order go out in the order
 * they were recorded whatever the number of api replicas (docs/decisions/0023-outbox-relay.md).
 */
export interface RelayLeadership {
  /**
   * The database to relay through while this process leads, trying to become the leader when
   * it does not; null when another process leads (or the database does not answer).
   */
  acquire(): Promise<Db | null>;
  /** True while this process holds the leadership, as far as it knows. */
  readonly leading: boolean;
  /** How long a claimed batch may wait before it must not be published any more (ms). */
  readonly leaseMs: number;
  /** A statement on the leader's connection failed: the leadership is given up. */
  lost(err: unknown): void;
  close(): Promise<void>;
}

/** Embedded mode: one process, so it always leads, through the shop's own database. */
export function soleRelay(db: Db): RelayLeadership {
  return {
    acquire: async () => db,
    leading: true,
    leaseMs: Number.POSITIVE_INFINITY,
    lost: () => {},
    close: async () => {},
  };
}

/** The advisory lock's key: 'outbox-relay' in eight bytes, the same in every replica. */
export const RELAY_LOCK_KEY = 0x6f7574626f78n;

export interface AdvisoryLockOptions {
  /**
   * The server ends the leader's session when it sends nothing for this long, idle or inside
   * a batch, which frees the lock for another replica (ms). The leader polls far more often.
   */
  leaseMs?: number;
  /** A replica that does not lead tries for the lock at most this often (ms). */
  retryMs?: number;
  key?: bigint;
}

/**
 * Leadership through a PostgreSQL session-level advisory lock (`pg_try_advisory_lock`), held on
 * a connection of the relay's own; the leader's batches run on that same connection, so they
 * end with it. When the leader dies its connection closes and PostgreSQL frees the lock at once;
 * when it hangs or is cut off, the server ends its session after `leaseMs` of silence
 * (`idle_session_timeout`, `idle_in_transaction_session_timeout`). Another replica, trying
 * every `retryMs`, then takes over. A leader that finds its own connection broken gives up and
 * competes again like any other replica.
 */
export class AdvisoryLockLeadership implements RelayLeadership {
  readonly leaseMs: number;
  private readonly retryMs: number;
  private readonly key: string;
  private client: pg.Client | null = null;
  private db: Db | null = null;
  private lastTry = 0;
  private closed = false;
  leading = false;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
    options: AdvisoryLockOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 1500;
    this.retryMs = options.retryMs ?? 250;
    this.key = String(options.key ?? RELAY_LOCK_KEY);
  }

  async acquire(): Promise<Db | null> {
    if (this.closed) return null;
    if (this.leading && this.db) return this.db;
    if (Date.now() - this.lastTry < this.retryMs) return null;
    this.lastTry = Date.now();
    try {
      const client = this.client ?? (await this.connect());
      const res = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1::bigint) as locked',
        [this.key],
      );
      if (!res.rows[0]?.locked) return null;
      this.leading = true;
      this.log.info('this process relays the outbox now');
      return this.db;
    } catch (err) {
      this.log.debug({ err }, 'could not try for the outbox relay lock');
      this.drop();
      return null;
    }
  }

  lost(err: unknown): void {
    if (this.leading)
      this.log.warn({ err }, 'the outbox relay lost its connection; it competes again');
    this.drop();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    this.db = null;
    this.leading = false;
    // Ending the session frees the lock; another replica takes over within retryMs.
    if (client) await client.end().catch(() => {});
  }

  private async connect(): Promise<pg.Client> {
    const lease = Math.round(this.leaseMs);
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 2000,
      keepAlive: true,
      // Set at connection, so a session the leader cannot speak for ends on the server's side.
      options: `-c idle_session_timeout=${lease} -c idle_in_transaction_session_timeout=${lease} -c lock_timeout=5000 -c statement_timeout=15000`,
      query_timeout: 17_000,
    });
    // Without a listener, a connection that drops would end the process.
    client.on('error', (err) => this.lost(err));
    try {
      await client.connect();
    } catch (err) {
      client.on('error', () => {});
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('the relay leadership is closed');
    }
    this.client = client;
    this.db = drizzle(client, { schema }) as unknown as Db;
    return client;
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    this.db = null;
    this.leading = false;
    if (client) {
      client.removeAllListeners('error');
      client.on('error', () => {});
      void client.end().catch(() => {});
    }
  }
}
