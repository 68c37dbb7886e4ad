import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * A browser that orders without an account gets a guest cookie: a random token whose hash is
 * stored on its orders (and its guest checkout details), so that only this browser (or staff)
 * can read them back. `__Host-guest` over HTTPS, `guest` on plain-HTTP local runs.
 */
export interface GuestSessions {
  /** The hash of this browser's guest token, or null when it has none. */
  read(req: Request): string | null;
  /** The hash of this browser's guest token, creating the cookie when missing. */
  ensure(req: Request, res: Response): string;
}

const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export function guestSessions(secure: boolean): GuestSessions {
  const name = secure ? '__Host-guest' : 'guest';
  const hash = (token: string) => createHash('sha256').update(`guest:${token}`).digest('hex');
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
    ensure(req, res) {
      const existing = readToken(req);
      if (existing) return hash(existing);
      const token = randomBytes(32).toString('base64url');
      res.cookie(name, token, {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: '/',
        maxAge: MAX_AGE_MS,
      });
      return hash(token);
    },
  };
}
