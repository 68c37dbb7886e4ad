import { type CreateStaffInput, type StaffAccount, type UpdateStaffInput } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../shared/errors/app-error';
import type { AuthContext } from '../../shared/http/auth-context';
import { recordAudit } from '../../shared/audit/audit-log';
import {
  createUser,
  deleteUserSessions,
  hashPassword,
  lastSeenAt,
  lockOtherActiveAdmins,
  lockUserWithRole,
  setPasswordHash,
  updateUserAccount,
  usersWithLastSeen,
  type UserRow,
} from '../auth';

const BACK_OFFICE = ['staff', 'admin'] as const;

function toAccount(row: UserRow, lastSeenAt: Date | null): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: row.role === 'admin' ? 'admin' : 'staff',
    isActive: row.deactivatedAt === null,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    lastSeenAt: lastSeenAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an account (never its password hash). */
const audited = (row: UserRow) => ({
  username: row.username,
  email: row.email,
  fullName: row.fullName,
  role: row.role,
  isActive: row.deactivatedAt === null,
});

/** Every staff and admin account, admins first, then by username. */
export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await usersWithLastSeen(db, BACK_OFFICE);
  return rows.map((r) => toAccount(r.user, r.lastSeenAt));
}

export async function createStaff(
  db: Db,
  auth: AuthContext,
  input: CreateStaffInput,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const user = await createUser(tx, input, input.role);
    const row = await updateUserAccount(tx, user.id, { fullName: input.fullName });
    await recordAudit(tx, auth, {
      section: 'staff',
      action: 'staff-account.created',
      entityType: 'user',
      entityId: row.id,
      after: audited(row),
    });
    return toAccount(row, null);
  });
}

async function lockedAccount(tx: Tx, id: number): Promise<UserRow> {
  const row = await lockUserWithRole(tx, id, BACK_OFFICE);
  if (!row) throw notFound('staff_not_found');
  return row;
}

/**
 * Changes an account's name, role or activity. The last active admin can be neither demoted
 * nor deactivated, and nobody demotes or deactivates themselves (a slip would lock them out).
 * A deactivated account's sessions end in the same transaction.
 */
export async function updateStaff(
  db: Db,
  auth: AuthContext,
  id: number,
  input: UpdateStaffInput,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id);
    const losesAdmin =
      before.role === 'admin' &&
      before.deactivatedAt === null &&
      (input.role === 'staff' || input.isActive === false);
    const losesAccess = before.deactivatedAt === null && input.isActive === false;
    if (losesAdmin) {
      // Locks every other active admin, so two admins demoting each other at once cannot both win.
      const others = await lockOtherActiveAdmins(tx, id);
      if (others.length === 0) throw conflict('last_admin');
    }
    if (id === auth.user.id && (losesAdmin || losesAccess)) throw conflict('self');
    const deactivatedAt =
      input.isActive === undefined
        ? before.deactivatedAt
        : input.isActive
          ? null
          : (before.deactivatedAt ?? new Date());
    const after = await updateUserAccount(tx, id, {
      fullName: input.fullName ?? before.fullName,
      role: input.role ?? before.role,
      deactivatedAt,
    });
    if (losesAccess) await deleteUserSessions(tx, id);
    await recordAudit(tx, auth, {
      section: 'staff',
      action: losesAccess
        ? 'staff-account.deactivated'
        : before.deactivatedAt && input.isActive
          ? 'staff-account.activated'
          : 'staff-account.updated',
      entityType: 'user',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return toAccount(after, await lastSeenAt(tx, id));
  });
}

/** Sets a new password chosen by an admin; every session of the account ends (but the caller's). */
export async function resetStaffPassword(
  db: Db,
  auth: AuthContext,
  id: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await lockedAccount(tx, id);
    await setPasswordHash(tx, id, passwordHash);
    await deleteUserSessions(tx, id, id === auth.user.id ? auth.sessionId : null);
    await recordAudit(tx, auth, {
      section: 'staff',
      action: 'staff-account.password-reset',
      entityType: 'user',
      entityId: id,
      after: { username: row.username, password: '[reset]' },
    });
  });
}
