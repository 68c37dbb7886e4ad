import type { Role, User } from '@shop/contracts';
import type { Db } from '../src/db/client';
import { createUser } from '../src/modules/auth/auth.service';
import { drivers } from '../src/modules/drivers/drivers.tables';
import type { TestClient } from './http-client';

let counter = 0;

/** A user of any role straight in the database (drivers get an active driver profile). */
export async function createAccount(
  db: Db,
  role: Role,
  password = 'correct-horse-1',
): Promise<User & { password: string }> {
  counter += 1;
  const username = `${role}-${process.pid}-${counter}`;
  const user = await createUser(db, { username, password, email: `${username}@example.com` }, role);
  if (role === 'driver') {
    await db
      .insert(drivers)
      .values({ userId: user.id, fullName: `Driver ${counter}`, isActive: true });
  }
  return { ...user, password };
}

/** Signs the client in through POST /api/login and makes it send the token as a bearer. */
export async function signInWithBearer(
  client: TestClient,
  account: { username: string; password: string },
): Promise<string> {
  const res = await client.post('/api/login', {
    username: account.username,
    password: account.password,
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  client.bearer = res.body.token as string;
  return client.bearer;
}
