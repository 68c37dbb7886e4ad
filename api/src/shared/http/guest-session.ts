import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * A browser that orders without an account gets a guest cookie: a random token whose hash is
 * stored on its orders (and its guest checkout details), so that only this browser (or staff)
 * can read them back. `__Host-guest` over HTTPS, `guest` on plain-HTTP local runs.
 */
export interface GuestSessions {
  /** The hash of this browser's guest token, or null when it has none. */
  read(req: Request): string | null;
  /**
   * The hash of this browser's guest token, creating the cookie when missing. With a `seed`
   * (a checkout's idempotency key) the new token is derived from it, so two submits racing
   * from a browser that has no cookie yet get the same guest session and the same order.
   */
  ensure(req: Request, res: Response, seed?: string): string;
  /** The hash `ensure(req, res, seed)` gives a browser without a cookie, setting nothing. */
  seededHash(seed: string): string;
}

const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** `secret` keys the derivation of seeded tokens; replicas that share it derive the same token. */
export function guestSessions(
  secure: boolean,
  secret: string = randomBytes(32).toString('hex'),
): GuestSessions {
  const name = secure ? '__Host-guest' : 'guest';
  const hash = (token: string) => createHash('sha256').update(`guest:${token}`).digest('hex');
  const seededToken = (seed: string) =>
    createHmac('sha256', secret).update(`guest-seed:${seed}`).digest('base64url');
  const readToken = (req: Request): string | null => {
    for (const part of (req.headers.cookie ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
      const token = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
    }
    return null;
  };
  return {
    read(req) {
      const token = readToken(req);
      return token ? hash(token) : null;
    },
    ensure(req, res, seed) {
      const existing = readToken(req);
      if (existing) return hash(existing);
      const token = seed ? seededToken(seed) : randomBytes(32).toString('base64url');
      res.cookie(name, token, {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: '/',
        maxAge: MAX_AGE_MS,
      });
      return hash(token);
    },
    seededHash(seed) {
      return hash(seededToken(seed));
    },
  };
}
