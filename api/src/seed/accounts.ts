import { DRIVER_AGREEMENT_CHECKBOXES, type Role } from '@shop/contracts';
import type { Tx } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import { drivers } from '../modules/drivers/drivers.tables';
import { hashPassword } from '../modules/auth/passwords';
import { signedColumns } from '../modules/drivers/agreement';

/** Luca's demo signature: a looping L and a B, as points on a 300 × 120 pad. */
const DEMO_SIGNATURE = {
  width: 300,
  height: 120,
  strokes: [
    [
      { x: 20, y: 20 },
      { x: 22, y: 60 },
      { x: 24, y: 95 },
      { x: 60, y: 92 },
      { x: 90, y: 90 },
    ],
    [
      { x: 120, y: 25 },
      { x: 122, y: 95 },
      { x: 160, y: 40 },
      { x: 124, y: 58 },
      { x: 170, y: 80 },
      { x: 123, y: 94 },
    ],
  ],
};

/** One demo account per role, printed by `make start`. Only ever seeded into an empty database. */
export const DEMO_ACCOUNTS = [
  { role: 'customer', username: 'giulia', password: 'pizza1234', email: 'giulia@example.com' },
  { role: 'staff', username: 'marco', password: 'kitchen1234', email: 'marco@italieno.nl' },
  { role: 'admin', username: 'admin', password: 'admin1234', email: 'admin@italieno.nl' },
  { role: 'driver', username: 'luca', password: 'bike1234', email: 'luca@italieno.nl' },
] as const satisfies readonly { role: Role; username: string; password: string; email: string }[];

/** The names the staff list shows for the demo back-office accounts. */
const DEMO_FULL_NAMES: Partial<Record<string, string>> = {
  marco: 'Marco Ferrari',
  admin: 'Alessandra Romano',
};

export async function seedAccounts(tx: Tx): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await tx
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        role: account.role,
        fullName: DEMO_FULL_NAMES[account.username] ?? null,
        passwordHash: await hashPassword(account.password),
      })
      .returning({ id: users.id });
    if (account.role === 'driver') {
      await tx.insert(drivers).values({
        userId: user!.id,
        fullName: 'Luca Bianchi',
        phone: '+31 6 1234 5678',
        vehicleType: 'e-bike',
        isActive: true,
        ...signedColumns(
          {
            digitalSignature: 'Luca Bianchi',
            agreementCheckboxes: Object.fromEntries(
              DRIVER_AGREEMENT_CHECKBOXES.map((box) => [box.id, true]),
            ),
            signature: DEMO_SIGNATURE,
          },
          { ip: null, userAgent: null },
        ),
        agreementDate: new Date('2026-01-15T10:00:00Z'),
      });
    }
  }
}
