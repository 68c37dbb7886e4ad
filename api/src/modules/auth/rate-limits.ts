import { isIP } from 'node:net';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DELIVERY_CODE_ATTEMPTS, apiMessage } from '@shop/contracts';
import { AppError, rateLimited } from '../../shared/errors/app-error';

export interface LimitRule {
  points: number;
  durationSeconds: number;
  /** How long a key stays refused once it goes over; 0 = until the window ends. */
  blockSeconds: number;
}

export interface RateLimitSettings {
  /** Failed sign-ins from one client address. */
  loginFailuresPerIp: LimitRule;
  /** Failed sign-ins on one account from any address (ASVS 4.0.3 V2.2.1: ≤ 100 an hour). */
  loginFailuresPerAccount: LimitRule;
  /** Registrations, customer and driver together, from one client address. */
  registrationsPerIp: LimitRule;
  /** Contact-form messages (each one e-mails the shop) from one client address. */
  contactMessagesPerIp: LimitRule;
  /** Password-reset e-mails asked for from one client address. */
  resetRequestsPerIp: LimitRule;
  /** Password-reset e-mails asked for one address, known or not, so nobody is mail-bombed. */
  resetRequestsPerEmail: LimitRule;
  /** Reset links submitted from one client address. */
  resetsPerIp: LimitRule;
  /** Prefix of the Redis keys: replicas of one shop share it, so they share the counters. */
  keyPrefix: string;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginFailuresPerIp: { points: 10, durationSeconds: 5 * 60, blockSeconds: 15 * 60 },
  // The block outlasts the window, so an account never sees more than 100 guesses an hour.
  loginFailuresPerAccount: { points: 100, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  registrationsPerIp: { points: 5, durationSeconds: 60 * 60, blockSeconds: 0 },
  contactMessagesPerIp: { points: 5, durationSeconds: 60 * 60, blockSeconds: 0 },
  resetRequestsPerIp: { points: 10, durationSeconds: 60 * 60, blockSeconds: 0 },
  resetRequestsPerEmail: { points: 3, durationSeconds: 60 * 60, blockSeconds: 0 },
  resetsPerIp: { points: 10, durationSeconds: 15 * 60, blockSeconds: 0 },
  keyPrefix: 'rl',
};

export interface AuthRateLimits {
  /**
   * Runs one sign-in attempt under the brute-force limits. The attempt counts as a failure
   * before it runs (so parallel guesses cannot slip past the count) and is refunded unless it
   * ends in a 401; a success also clears the account's failures. Over a limit → 429.
   */
  signIn<T>(
    clientIp: string | undefined,
    accountKey: string,
    attempt: () => Promise<T>,
  ): Promise<T>;
  /** Counts one registration from the client address; 429 once over the limit. */
  registration: AddressLimit;
  /**
   * Counts one request for a reset e-mail, per client address and per e-mail address (whether
   * an account uses it or not, so the answer says nothing about it); 429 once over a limit.
   */
  resetRequest(clientIp: string | undefined, email: string): Promise<void>;
  /** Counts one submitted reset link from the client address; 429 once over the limit. */
  reset: AddressLimit;
}

/** Counts one action from a client address; 429 once over its limit. */
export type AddressLimit = (clientIp: string | undefined) => Promise<void>;

export interface RateLimitOptions {
  /** Redis in split mode, so every api replica counts together; null keeps counters in memory. */
  redis?: Redis | null;
  settings?: Partial<RateLimitSettings>;
}

/** The limiters of one app. Each app gets its own, so tests never share buckets. */
export function createAuthRateLimits(options: RateLimitOptions = {}): AuthRateLimits {
  const settings = { ...DEFAULT_RATE_LIMITS, ...options.settings };
  const limiter = (name: string, rule: LimitRule) =>
    makeLimiter(options.redis ?? null, `${settings.keyPrefix}:${name}`, rule);
  const failuresByIp = limiter('login-ip', settings.loginFailuresPerIp);
  const failuresByAccount = limiter('login-account', settings.loginFailuresPerAccount);
  const registration = addressLimit(
    limiter('register-ip', settings.registrationsPerIp),
    'attempts',
  );
  const resetRequestsByIp = limiter('reset-request-ip', settings.resetRequestsPerIp);
  const resetRequestsByEmail = limiter('reset-request-email', settings.resetRequestsPerEmail);
  const reset = addressLimit(limiter('reset-ip', settings.resetsPerIp), 'attempts');

  return {
    async signIn(clientIp, accountKey, attempt) {
      const ipKey = clientKey(clientIp);
      const counted = await Promise.allSettled([
        failuresByIp.consume(ipKey),
        failuresByAccount.consume(accountKey),
      ]);
      const refused = counted.filter((c) => c.status === 'rejected').map((c) => c.reason);
      if (refused.length > 0) throw toTooMany(refused, 'attempts');
      try {
        const result = await attempt();
        await Promise.all([failuresByIp.reward(ipKey), failuresByAccount.delete(accountKey)]);
        return result;
      } catch (err) {
        if (!(err instanceof AppError && err.type === 'unauthorized')) {
          await Promise.all([failuresByIp.reward(ipKey), failuresByAccount.reward(accountKey)]);
        }
        throw err;
      }
    },

    registration,

    async resetRequest(clientIp, email) {
      const counted = await Promise.allSettled([
        resetRequestsByIp.consume(clientKey(clientIp)),
        resetRequestsByEmail.consume(email.trim().toLowerCase()),
      ]);
      const refused = counted.filter((c) => c.status === 'rejected').map((c) => c.reason);
      if (refused.length > 0) throw toTooMany(refused, 'attempts');
    },

    reset,
  };
}

/** The contact form's limit: messages per client address, counted like registrations. */
export function createContactRateLimit(options: RateLimitOptions = {}): AddressLimit {
  const settings = { ...DEFAULT_RATE_LIMITS, ...options.settings };
  const limiter = makeLimiter(
    options.redis ?? null,
    `${settings.keyPrefix}:contact-ip`,
    settings.contactMessagesPerIp,
  );
  return addressLimit(limiter, 'messages');
}

/** Wrong delivery codes per order (DELIVERY_CODE_ATTEMPTS in 15 minutes), kept by dispatch. */
export function createDeliveryCodeLimit(options: RateLimitOptions = {}): RateLimiterAbstract {
  const keyPrefix = options.settings?.keyPrefix ?? DEFAULT_RATE_LIMITS.keyPrefix;
  return makeLimiter(options.redis ?? null, `${keyPrefix}:delivery-code`, {
    points: DELIVERY_CODE_ATTEMPTS,
    durationSeconds: 15 * 60,
    blockSeconds: 15 * 60,
  });
}

function addressLimit(limiter: RateLimiterAbstract, what: 'attempts' | 'messages'): AddressLimit {
  return async (clientIp) => {
    try {
      await limiter.consume(clientKey(clientIp));
    } catch (reason) {
      throw toTooMany([reason], what);
    }
  };
}

export function makeLimiter(
  redis: Redis | null,
  keyPrefix: string,
  rule: LimitRule,
): RateLimiterAbstract {
  const common = {
    keyPrefix,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds,
  };
  if (!redis) return new RateLimiterMemory(common);
  // While Redis is away each replica keeps counting in its own memory: the limits loosen by the
  // number of replicas instead of switching off or locking every user out.
  return new RateLimiterRedis({
    ...common,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(common),
  });
}

/** A Redis connection for the limiters: commands fail fast while it is down, so the insurance takes over. */
export function rateLimitRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectionName: 'shop-rate-limits',
  });
}

/** Store errors are retried by the insurance limiter; what still rejects here is a refusal. */
function toTooMany(reasons: unknown[], what: 'attempts' | 'messages'): Error {
  const error = reasons.find((r) => !(r instanceof RateLimiterRes));
  if (error) return error instanceof Error ? error : new Error(String(error));
  const ms = Math.max(...reasons.map((r) => (r as RateLimiterRes).msBeforeNext));
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const code = what === 'attempts' ? 'too_many_attempts' : 'too_many_messages';
  return rateLimited(apiMessage(code, { minutes }), seconds);
}

/**
 * The bucket of a client address. IPv6 clients usually hold a whole /64, so they are counted
 * per /64 rather than per address; IPv4-mapped addresses count as the IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (isIP(bare) !== 6) return ip;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  let groups = left;
  if (tail !== undefined) {
    const right = tail ? tail.split(':') : [];
    const rightWidth = right.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups = [...left, ...Array<string>(8 - left.length - rightWidth).fill('0'), ...right];
  }
  const prefix = groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
