import { and, asc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from './auth.tables';

/**
 * The user rows as other modules read and change them (staff accounts in the back office, a
 * customer's own account), each in the caller's transaction so that their checks, audit
 * entries and changes commit together.
 */

export type UserRow = typeof users.$inferSelect;
type Role = UserRow['role'];

/** Accounts with these roles and their last session's activity, by role then username. */
export async function usersWithLastSeen(db: Db, roles: readonly Role[]) {
  return db
    .select({ user: users, lastSeenAt: max(sessions.lastSeenAt) })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(inArray(users.role, [...roles]))
    .groupBy(users.id)
    .orderBy(asc(users.role), asc(users.username));
}

/** The account with this id and one of these roles, locked for the transaction; else undefined. */
export async function lockUserWithRole(
  tx: Tx,
  id: number,
  roles: readonly Role[],
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...roles])))
    .for('update');
  return row;
}

/** Every active admin but this one, locked: two admins demoting each other cannot both win. */
export function lockOtherActiveAdmins(tx: Tx, id: number): Promise<{ id: number }[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt), ne(users.id, id)))
    .for('update');
}

/** The account with this id, or undefined; with `lock`, locked for the transaction. */
export async function userById(
  db: Db | Tx,
  id: number,
  { lock = false } = {},
): Promise<UserRow | undefined> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The accounts with these ids, by id (those that exist). */
export async function usersByIds(
  db: Db | Tx,
  ids: readonly number[],
): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The account with this role and e-mail address (in any case), or undefined. */
export async function userWithEmail(
  db: Db | Tx,
  email: string,
  role: Role,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.role, role)))
    .limit(1);
  return row;
}

/** Whether another account than `exceptId` has this e-mail address (in any case). */
export async function emailTakenByAnother(
  db: Db | Tx,
  email: string,
  exceptId: number,
): Promise<boolean> {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptId)))
    .limit(1);
  return clash !== undefined;
}

/** Changes an account's name, role, activity, e-mail or photo; the row as written. */
export async function updateUserAccount(
  tx: Tx,
  id: number,
  set: Partial<Pick<UserRow, 'fullName' | 'role' | 'deactivatedAt' | 'email' | 'profileImage'>>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
  return row!;
}

export async function setPasswordHash(tx: Tx, id: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Deletes the account; its sessions, reset links and every row keyed to it go by cascade. */
export async function deleteUser(tx: Tx, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

/** When the account's most recent session was last used, or null. */
export async function lastSeenAt(tx: Tx, userId: number): Promise<Date | null> {
  const [seen] = await tx
    .select({ at: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return seen?.at ?? null;
}
