import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { User } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { sessions, users } from './auth.tables';

/** A session lives 30 days from sign-in and ends after 14 days without use. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    profileImage: row.profileImage,
    role: row.role,
  };
}

/** Starts a session and returns its token (256 random bits); only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
): Promise<{ token: string; sessionId: string }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = hashToken(token);
  await db.insert(sessions).values({
    tokenHash: sessionId,
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
  });
  return { token, sessionId };
}

/**
 * Starts a session at sign-in and ends the one the request came with, if any: a client holds
 * one credential, and the one it replaces would otherwise linger until it expires.
 */
export async function replaceSession(
  db: Db,
  userId: number,
  previousSessionId: string | null | undefined,
): Promise<{ token: string; sessionId: string }> {
  const created = await createSession(db, userId);
  if (previousSessionId) await deleteSession(db, previousSessionId);
  return created;
}

/** The user behind a token, or null when it is unknown, expired or idle too long. */
export async function findSessionUser(
  db: Db,
  token: string,
): Promise<{ user: User; sessionId: string } | null> {
  const sessionId = hashToken(token);
  const now = Date.now();
  const [row] = await sessionUserQuery(db).execute({
    tokenHash: sessionId,
    now: new Date(now).toISOString(),
    idleSince: new Date(now - SESSION_IDLE_MS).toISOString(),
  });
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, sessionId));
  }
  return { user: toUser(row.user), sessionId };
}

/** Every signed-in request asks this first. */
const sessionUserQuery = prepared((db) =>
  db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1)
    .prepare('auth_session_user'),
);

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sessionId));
}

/**
 * Ends every session of a user (a password reset), or every one but `keep` (a password change
 * from a signed-in device, which stays signed in).
 */
export async function deleteUserSessions(
  db: Db | Tx,
  userId: number,
  keep?: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keep
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
