import type { Redis } from 'ioredis';

/** Resolves to true when `promise` settles within `ms`, to false when the time ran out first. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * QUIT when Redis answers, otherwise drop the connection: a QUIT queued for a Redis that is away
 * waits for it forever, and would hold the process past its stop deadline.
 */
export async function quitOrDrop(redis: Redis, ms = 1000): Promise<void> {
  if (redis.status !== 'ready' || !(await settlesWithin(redis.quit(), ms))) redis.disconnect();
}
