import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_DEACTIVATED, LAST_ADMIN, NOT_YOURSELF } from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import { auditLog } from '../../shared/audit/audit.tables';
import { users } from '../../db/schema';

const database = await createPostgresDatabase();
const app = await startTestApp({ database });
const db = database.db;

afterAll(async () => {
  await app.close();
  await database.close();
});

// The template database holds no accounts: this admin is the only one.
const adminAccount = await createAccount(db, 'admin');
const admin = app.client();
await signInWithBearer(admin, adminAccount);

let counter = 0;
const newStaff = (role: 'staff' | 'admin' = 'staff') => {
  counter += 1;
  return {
    username: `team-${counter}`,
    email: `team-${counter}@italieno.test`,
    fullName: `Team Member ${counter}`,
    role,
    password: 'initial-pass-1',
  };
};

describe('back-office accounts', () => {
  it('When an admin creates a staff account, then it signs in, is listed and the change is audited without the password', async () => {
    const input = newStaff();
    const created = await admin.post('/api/admin/staff', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: input.username,
      fullName: input.fullName,
      role: 'staff',
      isActive: true,
    });
    const login = await app.client().post('/api/login', {
      username: input.username,
      password: input.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('staff');

    const list = await admin.get('/api/admin/staff');
    expect(list.body.map((a: { username: string }) => a.username)).toContain(input.username);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'staff-account.created'),
          eq(auditLog.entityId, String(created.body.id)),
        ),
      );
    expect(entry?.actorId).toBe(adminAccount.id);
    expect(JSON.stringify(entry?.after)).not.toContain(input.password);
  });

  it('When the username is taken, then 409; when fields are bad, then 400 under their names', async () => {
    const input = newStaff();
    await admin.post('/api/admin/staff', input);
    const again = await admin.post('/api/admin/staff', { ...input, email: 'other@italieno.test' });
    expect(again.status).toBe(409);
    const bad = await admin.post('/api/admin/staff', {
      ...newStaff(),
      role: 'driver',
      email: 'nope',
      password: 'short',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['email', 'password', 'role']);
  });

  it('When an account is deactivated, then its sessions end and it cannot sign in until activated', async () => {
    const input = newStaff();
    const { body: account } = await admin.post('/api/admin/staff', input);
    const member = app.client();
    await signInWithBearer(member, input);
    expect((await member.get('/api/user')).status).toBe(200);

    const off = await admin.patch(`/api/admin/staff/${account.id}`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await member.get('/api/user')).status).toBe(401);
    const login = await app.client().post('/api/login', input);
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(ACCOUNT_DEACTIVATED);

    const on = await admin.patch(`/api/admin/staff/${account.id}`, { isActive: true });
    expect(on.body.isActive).toBe(true);
    expect((await app.client().post('/api/login', input)).status).toBe(200);
  });

  it('When the last active admin would be demoted or deactivated, then 409 and nothing changes', async () => {
    for (const change of [{ role: 'staff' }, { isActive: false }]) {
      const res = await admin.patch(`/api/admin/staff/${adminAccount.id}`, change);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(LAST_ADMIN);
    }
    const [row] = await db.select().from(users).where(eq(users.id, adminAccount.id));
    expect(row).toMatchObject({ role: 'admin', deactivatedAt: null });

    // With a second admin, the first still cannot lock themselves out by a slip.
    const second = newStaff('admin');
    const { body: secondAccount } = await admin.post('/api/admin/staff', second);
    const self = await admin.patch(`/api/admin/staff/${adminAccount.id}`, { isActive: false });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(NOT_YOURSELF);

    // The second admin is demoted; the first is the last one again.
    const demoted = await admin.patch(`/api/admin/staff/${secondAccount.id}`, { role: 'staff' });
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('staff');
    const last = await admin.patch(`/api/admin/staff/${adminAccount.id}`, { role: 'staff' });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(LAST_ADMIN);
  });

  it('When an admin resets a password, then the old one fails and the account is signed out', async () => {
    const input = newStaff();
    const { body: account } = await admin.post('/api/admin/staff', input);
    const member = app.client();
    await signInWithBearer(member, input);
    const res = await admin.post(`/api/admin/staff/${account.id}/password`, {
      password: 'brand-new-pass',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'The password was changed and the account was signed out everywhere.',
      texts: { message: { code: 'staff_password_set' } },
    });
    expect((await member.get('/api/user')).status).toBe(401);
    expect((await app.client().post('/api/login', input)).status).toBe(401);
    expect(
      (await app.client().post('/api/login', { ...input, password: 'brand-new-pass' })).status,
    ).toBe(200);
  });

  it('When the id is not a back-office account, then 404', async () => {
    const customer = await createAccount(db, 'customer');
    const res = await admin.patch(`/api/admin/staff/${customer.id}`, { role: 'admin' });
    expect(res.status).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.role).toBe('customer');
  });
});
