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

/** True once settled, false when `timeoutMs` ran out first. */
export async function settle(
  databaseUrl: string,
  redisUrl: string,
  mailCount: () => number,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  const queue = new Queue('email', { connection: redis });
  queue.on('error', () => {});
  let quietSince = Date.now();
  let seen = mailCount();
  try {
    while (Date.now() < deadline) {
      await sleep(250);
      if (mailCount() !== seen) [seen, quietSince] = [mailCount(), Date.now()];
      try {
        const [row] = await query<{ n: number }>(
          databaseUrl,
          'select count(*)::int as n from outbox where published_at is null',
        );
        const jobs = await queue.getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized');
        if (row!.n === 0 && jobs === 0 && Date.now() - quietSince > 2000) return true;
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
