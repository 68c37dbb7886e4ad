import type { Request, Response } from 'express';
import { SESSION_ABSOLUTE_MS } from './sessions';

export interface SessionCookie {
  name: string;
  read(req: Request): string;
  set(res: Response, token: string): void;
  clear(res: Response): void;
}

/**
 * Over HTTPS the cookie is `__Host-sid` (Secure, no Domain, Path=/); on plain-HTTP local
 * runs it is `sid`, since browsers refuse Secure cookies there. HttpOnly and SameSite=Lax.
 */
export function sessionCookie(secure: boolean): SessionCookie {
  const name = secure ? '__Host-sid' : 'sid';
  const options = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/' };
  return {
    name,
    read(req) {
      const header = req.headers.cookie;
      if (!header) return '';
      for (const part of header.split(';')) {
        const eq = part.indexOf('=');
        if (eq !== -1 && part.slice(0, eq).trim() === name) {
          try {
            return decodeURIComponent(part.slice(eq + 1).trim());
          } catch {
            return '';
          }
        }
      }
      return '';
    },
    set(res, token) {
      res.cookie(name, token, { ...options, maxAge: SESSION_ABSOLUTE_MS });
    },
    clear(res) {
      res.clearCookie(name, options);
    },
  };
}
