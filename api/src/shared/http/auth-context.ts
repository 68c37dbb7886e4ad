import type { Role, User } from '@shop/contracts';

/** Who is calling, set by the auth module's session middleware for every /api request. */
export interface AuthContext {
  user: User;
  /** Hash of the session token: what the sessions table is keyed by. */
  sessionId: string;
  via: 'cookie' | 'bearer';
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthContext | null;
    }
  }
}

/** Who may call a route: anyone, any signed-in user, or signed-in users with one of these roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];
