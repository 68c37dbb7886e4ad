/** Sign-in, sessions, passwords and rate limits; other modules sign people in through these. */

import type { Router } from 'express';
import { authRoutes, type AuthRoutesDeps } from './auth.routes';

export { EMAIL_TAKEN, authenticate, createUser, signIn } from './auth.service';
export { sessionCookie, type SessionCookie } from './cookies';
export { sessionMiddleware } from './session-middleware';
export { hashPassword, verifyPassword } from './passwords';
export { deleteSession, deleteUserSessions, hashToken, replaceSession, toUser } from './sessions';
export {
  DEFAULT_RATE_LIMITS,
  createAuthRateLimits,
  createContactRateLimit,
  createDeliveryCodeLimit,
  makeLimiter,
  rateLimitRedis,
  type AddressLimit,
  type AuthRateLimits,
  type RateLimitSettings,
} from './rate-limits';
export {
  deleteUser,
  emailTakenByAnother,
  lastSeenAt,
  lockOtherActiveAdmins,
  lockUserWithRole,
  setPasswordHash,
  updateUserAccount,
  userById,
  userWithEmail,
  usersByIds,
  usersWithLastSeen,
  type UserRow,
} from './user-accounts';
// What other modules read of the accounts inside their own statements.
export { userRecords } from './auth.read-models';
export {
  claimResetToken,
  resetTokenByHash,
  storeResetToken,
  useUpResetTokens,
} from './reset-tokens';

export function createAuthModule(deps: AuthRoutesDeps): { router: Router } {
  return { router: authRoutes(deps) };
}
