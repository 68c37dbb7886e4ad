import { eq, sql } from 'drizzle-orm';
import type { Driver, DriverRegisterInput, User } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { forbidden } from '../../shared/errors/app-error';
import { createUser } from '../auth';
import { drivers } from './drivers.tables';
import { assertCurrentVersion, signedColumns, type SignatureEvidence } from './agreement';
import { API_MESSAGES } from '@shop/contracts';

export const NOT_A_DRIVER = API_MESSAGES.not_a_driver;

export function toDriver(row: typeof drivers.$inferSelect): Driver {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    phone: row.phone,
    vehicleType: row.vehicleType,
    licensePlate: row.licensePlate,
    licenseNumber: row.licenseNumber,
    isActive: row.isActive,
    agreementAccepted: row.agreementAccepted,
    agreementDate: row.agreementDate ? row.agreementDate.toISOString() : null,
  };
}

/** Creates the driver's user account and driver profile together, or neither. */
export async function registerDriver(
  db: Db,
  input: DriverRegisterInput,
  evidence: SignatureEvidence,
): Promise<{ user: User; driver: Driver }> {
  assertCurrentVersion(input.agreementVersion);
  return db.transaction(async (tx) => {
    const user = await createUser(tx, input, 'driver');
    const [row] = await tx
      .insert(drivers)
      .values({
        userId: user.id,
        fullName: input.fullName,
        phone: input.phone,
        vehicleType: input.vehicleType,
        licensePlate: input.licensePlate,
        licenseNumber: input.licenseNumber,
        // Anyone can fill in this form: a new driver sees no deliveries and no customer data
        // until an admin has checked the licence and switched the profile on.
        isActive: false,
        ...signedColumns(input, evidence),
      })
      .returning();
    return { user, driver: toDriver(row!) };
  });
}

/** The driver profile of a signed-in user; 403 for any account that has none. */
export async function driverProfile(db: Db, user: User): Promise<Driver> {
  if (user.role !== 'driver') throw forbidden('not_a_driver');
  const [row] = await db.select().from(drivers).where(eq(drivers.userId, user.id)).limit(1);
  if (!row) throw forbidden('not_a_driver');
  return toDriver(row);
}

/** The driver id of a driver's user account, or null when the account has no driver record. */
export async function driverIdOfUser(db: Db | Tx, userId: number): Promise<number | null> {
  const [row] = await driverIdOfUserQuery(db).execute({ userId });
  return row?.id ?? null;
}

/** Each move a driver makes on an order checks it is theirs. */
const driverIdOfUserQuery = prepared((db) =>
  db
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.userId, sql.placeholder('userId')))
    .prepare('drivers_driver_id_of_user'),
);
