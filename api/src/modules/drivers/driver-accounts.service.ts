import { desc, eq } from 'drizzle-orm';

import type {
  AdminDriver,
  ChangePasswordInput,
  Driver,
  DriverAgreementStatus,
  DriverProfileInput,
  SignAgreementInput,
  User,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound, AppError, fieldIssue } from '../../shared/errors/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import type { AuthContext } from '../../shared/http/auth-context';
import { endShift } from './driver-shifts';
import { recordEvent } from '../../shared/events/outbox';
import {
  authenticate,
  hashPassword,
  setPasswordHash,
  type AuthRateLimits,
  deleteUserSessions,
  usersByIds,
} from '../auth';
import {
  agreementDocument,
  assertCurrentVersion,
  signedAgreementOf,
  signedColumns,
  signedCurrent,
  type SignatureEvidence,
} from './agreement';
import { toDriver } from './drivers.service';
import { drivers } from './drivers.tables';
import { apiMessage } from '@shop/contracts';

/** The states in which an order assigned to a driver is still their job. */
/** A driver's order still open, from the orders module (which owns orders), in the caller's transaction. */
export type OpenJobOf = (tx: Tx, driverId: number) => Promise<{ id: number } | undefined>;

async function driverRow(db: Db, user: User) {
  const [row] = await db.select().from(drivers).where(eq(drivers.userId, user.id)).limit(1);
  if (!row) throw notFound('not_a_driver');
  return row;
}

export async function agreementStatus(db: Db, user: User): Promise<DriverAgreementStatus> {
  const row = await driverRow(db, user);
  return {
    current: agreementDocument(),
    signed: signedAgreementOf(row),
    needsSignature: !signedCurrent(row),
  };
}

/** A signed-in driver signs the current agreement (a new version, or one never drawn). */
export async function signAgreement(
  db: Db,
  user: User,
  input: SignAgreementInput,
  evidence: SignatureEvidence,
): Promise<DriverAgreementStatus> {
  assertCurrentVersion(input.agreementVersion);
  const row = await driverRow(db, user);
  await db.update(drivers).set(signedColumns(input, evidence)).where(eq(drivers.id, row.id));
  return agreementStatus(db, user);
}

export async function updateDriverProfile(
  db: Db,
  user: User,
  input: DriverProfileInput,
): Promise<Driver> {
  const [row] = await db
    .update(drivers)
    .set({ phone: input.phone, vehicleType: input.vehicleType, licensePlate: input.licensePlate })
    .where(eq(drivers.userId, user.id))
    .returning();
  if (!row) throw notFound('not_a_driver');
  return toDriver(row);
}

/**
 * Changes the password after checking the current one, under the sign-in limits (a stolen
 * session cannot guess it freely). A wrong one is a 400, not a 401: the session is fine.
 * Every other session of the account ends; this one stays.
 */
export async function changePassword(
  db: Db,
  limits: AuthRateLimits,
  clientIp: string | undefined,
  user: User,
  sessionId: string,
  input: ChangePasswordInput,
): Promise<void> {
  try {
    await limits.signIn(clientIp, `user:${user.id}`, () =>
      authenticate(db, { username: user.username, password: input.currentPassword }),
    );
  } catch (err) {
    if (err instanceof AppError && err.type === 'unauthorized') {
      const message = apiMessage('wrong_password', { wording: 'current_password' });
      throw new AppError('invalid_data', message, {
        fieldIssues: { currentPassword: [fieldIssue(message)] },
      });
    }
    throw err;
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id, sessionId);
  });
}

/** Every driver, newest first, or the one with `driverId`. */
export async function listDriversForAdmin(db: Db, driverId?: number): Promise<AdminDriver[]> {
  const driverRows = await db
    .select()
    .from(drivers)
    .where(driverId === undefined ? undefined : eq(drivers.id, driverId))
    .orderBy(desc(drivers.createdAt), desc(drivers.id));
  const accounts = await usersByIds(
    db,
    driverRows.map((driver) => driver.userId),
  );
  const rows = driverRows.flatMap((driver) => {
    const user = accounts.get(driver.userId);
    return user ? [{ driver, user }] : [];
  });
  return rows.map(({ driver, user }) => ({
    ...toDriver(driver),
    username: user.username,
    email: user.email,
    isOnline: driver.isOnline,
    createdAt: driver.createdAt.toISOString(),
    agreement: {
      ...signedAgreementOf(driver),
      ip: driver.agreementIp,
      userAgent: driver.agreementUserAgent,
      current: signedCurrent(driver),
    },
  }));
}

/**
 * Activates or deactivates a driver. A driver holding a job (assigned, not yet delivered or
 * cancelled) is not deactivated: the food would be left without anyone to bring it. A
 * deactivated driver also ends their shift: they go offline, and dispatch hears it through the
 * outbox in the same transaction. Recorded in the audit log.
 */
export async function setDriverActive(
  db: Db,
  auth: AuthContext,
  driverId: number,
  isActive: boolean,
  openJobOf: OpenJobOf,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(drivers)
      .where(eq(drivers.id, driverId))
      .for('update')
      .limit(1);
    if (!row) throw notFound('driver_not_found');
    if (!isActive && row.isActive) {
      const job = await openJobOf(tx, driverId);
      if (job) throw conflict(apiMessage('driver_on_job', { order: job.id }));
    }
    const goesOffline = !isActive && row.isOnline;
    await tx
      .update(drivers)
      .set(goesOffline ? { isActive, isOnline: false, onlineSince: null } : { isActive })
      .where(eq(drivers.id, driverId));
    if (goesOffline) {
      await endShift(tx, driverId, new Date());
      await recordEvent(tx, {
        name: 'driver.shift-changed',
        version: 1,
        data: { driverId: row.id, userId: row.userId, online: false },
      });
    }
    if (row.isActive !== isActive) {
      await recordAudit(tx, auth, {
        section: 'drivers',
        action: isActive ? 'driver.activated' : 'driver.deactivated',
        entityType: 'driver',
        entityId: driverId,
        before: { fullName: row.fullName, isActive: row.isActive, isOnline: row.isOnline },
        after: { fullName: row.fullName, isActive, isOnline: goesOffline ? false : row.isOnline },
      });
    }
  });
}
