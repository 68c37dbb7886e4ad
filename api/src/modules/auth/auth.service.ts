import { and, eq, or, sql } from 'drizzle-orm';
import {
  type LoginInput,
  type RegisterInput,
  type Role,
  type User,
  API_MESSAGES,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { conflict, unauthorized } from '../../shared/errors/app-error';
import { isUniqueViolation } from '../../db/errors';
import { users } from './auth.tables';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { toUser } from './sessions';
import type { AuthRateLimits } from './rate-limits';

export const USERNAME_TAKEN = API_MESSAGES.username_taken;
export const EMAIL_TAKEN = API_MESSAGES.email_taken;

/** A username or e-mail address, in any case, names this user. */
const named = (name: string) => {
  const lower = name.trim().toLowerCase();
  return or(eq(sql`lower(${users.username})`, lower), eq(sql`lower(${users.email})`, lower));
};

/**
 * Checks a sign-in under the brute-force limits. Failures count against the account itself
 * when it exists, so its username and its e-mail address share one count.
 */
export async function signIn(
  db: Db,
  limits: AuthRateLimits,
  clientIp: string | undefined,
  input: LoginInput,
): Promise<User> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(named(input.username))
    .limit(1);
  const accountKey = account ? `user:${account.id}` : `name:${input.username.trim().toLowerCase()}`;
  return limits.signIn(clientIp, accountKey, () => authenticate(db, input));
}

/** Checks a username (or e-mail address) and password; the same answer for every kind of miss. */
export async function authenticate(db: Db, input: LoginInput): Promise<User> {
  const [row] = await db.select().from(users).where(named(input.username)).limit(1);
  if (!row) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw unauthorized('bad_credentials');
  }
  if (!(await verifyPassword(row.passwordHash, input.password)))
    throw unauthorized('bad_credentials');
  // Told only to whoever knows the password, so it reveals nothing to a guesser.
  if (row.deactivatedAt) throw unauthorized('account_deactivated');
  if (needsRehash(row.passwordHash)) await rehash(db, row, input.password);
  return toUser(row);
}

/**
 * Brings a hash made with older parameters up to today's, while the plain password is at hand.
 * Only if it is unchanged meanwhile, so a concurrent password change wins.
 */
async function rehash(
  db: Db,
  row: Pick<typeof users.$inferSelect, 'id' | 'passwordHash'>,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)));
}

/** Creates a user with the given role; duplicate names and addresses answer in the spec's words. */
export async function createUser(
  db: Db | Tx,
  input: Pick<RegisterInput, 'username' | 'password' | 'email'>,
  role: Role,
): Promise<User> {
  const username = input.username.trim();
  const email = input.email ? input.email.trim() : null;
  const [clash] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      email
        ? or(
            eq(sql`lower(${users.username})`, username.toLowerCase()),
            eq(sql`lower(${users.email})`, email.toLowerCase()),
          )
        : eq(sql`lower(${users.username})`, username.toLowerCase()),
    )
    .limit(1);
  if (clash) {
    throw clash.username.toLowerCase() === username.toLowerCase()
      ? conflict('username_taken')
      : conflict('email_taken');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ username, email, passwordHash, role })
      .returning();
    return toUser(row!);
  } catch (err) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(err, 'users_username_lower_key')) throw conflict('username_taken');
    if (isUniqueViolation(err, 'users_email_lower_key')) throw conflict('email_taken');
    throw err;
  }
}
