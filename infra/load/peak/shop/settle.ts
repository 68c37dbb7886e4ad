/**
 * Waiting for a split-mode shop to catch up after a burst: the outbox relayed, the e-mail queue
 * empty and no e-mail arriving for 2 s. Shared by `make faults` and `make load`, which both
 * count e-mails only once nothing is on its way.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';

export async function query<T extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The longest a settle waits in all, however steadily the backlog shrinks. */
const SETTLE_CAP_MS = 20 * 60_000;

/**
 * True once settled; false when nothing moved for `stalledMs` (no event relayed, no job done,
 * no e-mail arrived) or the backlog outlived SETTLE_CAP_MS. A shop pushed past what it can
 * take ends a run minutes behind; while it is still catching up the books wait for it, since
 * an e-mail still queued is not an e-mail lost.
 */
export async function settle(
  databaseUrl: string,
  redisUrl: string,
  mailCount: () => number,
  stalledMs: number,
): Promise<boolean> {
  const cap = Date.now() + SETTLE_CAP_MS;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  const queue = new Queue('email', { connection: redis });
  queue.on('error', () => {});
  let quietSince = Date.now();
  let seen = mailCount();
  let backlog = Number.POSITIVE_INFINITY;
  let movedAt = Date.now();
  try {
    while (Date.now() - movedAt < stalledMs && Date.now() < cap) {
      await sleep(250);
      if (mailCount() !== seen) [seen, quietSince, movedAt] = [mailCount(), Date.now(), Date.now()];
      try {
        const [row] = await query<{ n: number }>(
          databaseUrl,
          'select count(*)::int as n from outbox where published_at is null',
        );
        const jobs = await queue.getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized');
        if (row!.n === 0 && jobs === 0 && Date.now() - quietSince > 2000) return true;
        if (row!.n + jobs < backlog) [backlog, movedAt] = [row!.n + jobs, Date.now()];
      } catch {
        // A dependency is still coming back.
      }
    }
    return false;
  } finally {
    await queue.close().catch(() => {});
    redis.disconnect();
  }
}
