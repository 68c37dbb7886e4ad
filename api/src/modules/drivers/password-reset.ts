import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../shared/errors/app-error';
import { recordEvent } from '../../shared/events/outbox';
import {
  claimResetToken,
  deleteUserSessions,
  hashPassword,
  resetTokenByHash,
  setPasswordHash,
  storeResetToken,
  useUpResetTokens,
  userWithEmail,
} from '../auth';
import { drivers } from './drivers.tables';
import { API_MESSAGES } from '@shop/contracts';

/** A reset link works for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * Every forgot-password answer takes at least this long, so a known address (a lookup, a write
 * and an event) cannot be told from an unknown one (a lookup) by the time it takes.
 */
export const FORGOT_PASSWORD_MIN_MS = 300;

export const RESET_LINK_INVALID = API_MESSAGES.reset_link_invalid;
export const RESET_LINK_USED = API_MESSAGES.reset_link_used;
export const RESET_LINK_EXPIRED = API_MESSAGES.reset_link_expired;

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a reset link when a driver account uses the address: a 256-bit token whose hash is
 * stored, and the event that e-mails it. Says nothing about whether the address is known.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<boolean> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  const user = await userWithEmail(db, email, 'driver');
  if (!user?.email) return false;
  const [driver] = await db
    .select({ fullName: drivers.fullName })
    .from(drivers)
    .where(eq(drivers.userId, user.id))
    .limit(1);
  if (!driver) return false;
  const account = { userId: user.id, email: user.email, fullName: driver.fullName };
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  await db.transaction(async (tx) => {
    await storeResetToken(tx, { tokenHash, userId: account.userId, expiresAt });
    await recordEvent(tx, {
      name: 'driver.password-reset-requested',
      version: 1,
      data: {
        userId: account.userId,
        email: account.email,
        fullName: account.fullName,
        token,
        expiresAt: expiresAt.toISOString(),
      },
    });
  });
  return true;
}

/**
 * Sets the new password with a link's token: once, within the hour. The link and every other
 * open link of the account are used up, and every session of the account ends.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = hashResetToken(token);
  const row = await resetTokenByHash(db, tokenHash);
  if (!row) throw badRequest('reset_link_invalid');
  if (row.usedAt) throw badRequest('reset_link_used');
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest('reset_link_expired');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await claimResetToken(tx, tokenHash))) throw badRequest('reset_link_used');
    await setPasswordHash(tx, row.userId, passwordHash);
    await useUpResetTokens(tx, row.userId);
    await deleteUserSessions(tx, row.userId);
  });
}
