import { isIP } from 'node:net';
import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { rateLimited } from '../../shared/errors/app-error';

/**
 * Address look-ups (geocode and reverse geocode) per user, or per client address for guests
 * (RELIABILITY F-3: 30 a minute). The counters live in this process: each api replica counts
 * on its own, which loosens the limit by the number of replicas. A shared store (Redis) would
 * make it exact in split mode.
 */
export interface GeocodeLimiter {
  /** Counts one look-up; over the limit → 429 with Retry-After. */
  consume(req: Request): Promise<void>;
}

export function geocodeLimiter(perMinute: number): GeocodeLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: 'geocode', points: perMinute, duration: 60 });
  return {
    async consume(req) {
      const key = req.auth ? `user:${req.auth.user.id}` : `ip:${clientBucket(req.ip)}`;
      try {
        await limiter.consume(key);
      } catch (reason) {
        if (!(reason instanceof RateLimiterRes)) throw reason;
        throw rateLimited(
          'geocode_rate_limited',
          Math.max(1, Math.ceil(reason.msBeforeNext / 1000)),
        );
      }
    },
  };
}

/** IPv4 (also IPv4-mapped) per address; IPv6 per /64, the block one client usually holds. */
function clientBucket(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
