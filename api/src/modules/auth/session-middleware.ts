import type { RequestHandler } from 'express';
import type { Db } from '../../db/client';
import type { SessionCookie } from './cookies';
import { findSessionUser } from './sessions';

/**
 * Sets req.auth from an `Authorization: Bearer` token or the session cookie. A bad or expired
 * credential counts as none: the route's access rule then answers 401.
 */
export function sessionMiddleware(db: Db, cookie: SessionCookie): RequestHandler {
  return async (req, _res, next) => {
    req.auth = null;
    const header = req.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const token = bearer || cookie.read(req);
    if (token && token.length <= 200) {
      const found = await findSessionUser(db, token);
      if (found) req.auth = { ...found, via: bearer ? 'bearer' : 'cookie' };
    }
    next();
  };
}
