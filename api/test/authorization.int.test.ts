/**
 * The route × role matrix, walked from the operations of /api/openapi.json: every documented
 * operation must have an access rule in `routePolicies` (and say the same in its description),
 * every rule must be documented, and each is called by every role it does not admit. Routes
 * are called with ':id'-style parameters set to 1 and a minimal JSON body; the access rule
 * must answer before anything else is looked at.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_SECTION_ROLES, Role } from '@shop/contracts';
import { routePolicies, type RoutePolicy } from '../src/shared/http/route';
import { createPostgresDatabase } from './databases';
import { startTestApp } from './test-app';
import { createAccount, signInWithBearer } from './accounts';
import type { TestClient } from './http-client';

const database = await createPostgresDatabase();
const app = await startTestApp({ database });

afterAll(async () => {
  await app.close();
  await database.close();
});

function concretePath(path: string): string {
  return `/api${path}`
    .replace(/:[A-Za-z0-9_]+/g, '1')
    .replace(/\*[A-Za-z0-9_]+/g, '1')
    .replace(/[{}]/g, '');
}

function call(client: TestClient, route: RoutePolicy) {
  const method = route.method.toUpperCase();
  const path = concretePath(route.path);
  return method === 'GET' || method === 'DELETE'
    ? client.request(method, path)
    : client.request(method, path, { json: {} });
}

const signedIn = new Map<Role, TestClient>();
for (const role of Role.options) {
  const client = app.client();
  await signInWithBearer(client, await createAccount(database.db, role));
  signedIn.set(role, client);
}

interface DocumentedOperation {
  method: RoutePolicy['method'];
  /** Express path relative to /api, as in the route table. */
  path: string;
  description: string;
}

const document = (await app.client().get('/api/openapi.json')).body as {
  paths: Record<string, Record<string, { description?: string }>>;
};
const documented: DocumentedOperation[] = Object.entries(document.paths).flatMap(
  ([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method as RoutePolicy['method'],
      path: path.replace(/^\/api/, '').replace(/\{([^}]+)\}/g, ':$1'),
      description: op.description ?? '',
    })),
);
const policyOf = (op: { method: string; path: string }) =>
  routePolicies.find((r) => r.method === op.method && r.path === op.path);
/** The operations of the document with their rules; an operation without one fails below. */
const operations = documented.flatMap((op) => {
  const policy = policyOf(op);
  return policy ? [policy] : [];
});

function describedAccess(access: RoutePolicy['access']): string {
  if (access === 'public') return 'Public.';
  if (access === 'authenticated') return 'Any signed-in user.';
  return `Roles: ${access.join(', ')}.`;
}

const guarded = operations.filter((r) => r.access !== 'public');
const roleCases = operations.flatMap((route) =>
  route.access === 'public' || route.access === 'authenticated'
    ? []
    : Role.options
        .filter((role) => !(route.access as readonly Role[]).includes(role))
        .map((role) => ({ ...route, role })),
);

describe('the policy table', () => {
  it('lists the routes of the mounted modules, public and guarded', () => {
    expect(routePolicies).toContainEqual({ method: 'get', path: '/user', access: 'authenticated' });
    expect(routePolicies).toContainEqual({ method: 'post', path: '/login', access: 'public' });
    expect(routePolicies).toContainEqual({ method: 'get', path: '/driver/me', access: ['driver'] });
    expect(roleCases.length).toBeGreaterThan(0);
  });

  it('has an access rule for every operation of /api/openapi.json, the one it documents', () => {
    expect(documented.length).toBeGreaterThanOrEqual(50);
    const unruled = documented.filter((op) => !policyOf(op)).map((op) => `${op.method} ${op.path}`);
    expect(unruled).toEqual([]);
    const misdescribed = documented
      .filter((op) => op.description !== describedAccess(policyOf(op)!.access))
      .map((op) => `${op.method} ${op.path}: ${op.description}`);
    expect(misdescribed).toEqual([]);
  });

  it('documents every route in /api/openapi.json under the same method', async () => {
    const res = await app.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const missing = routePolicies
      .map((r) => ({
        method: r.method,
        path: `/api${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
      }))
      .filter(({ method, path }) => !paths[path]?.[method]);
    expect(missing).toEqual([]);
  });
});

/** Signing out would end the session the rest of the matrix uses; sign-out has its own tests. */
const admittedCases = operations.flatMap((route) =>
  route.access === 'public' || route.path.endsWith('/logout')
    ? []
    : (route.access === 'authenticated' ? Role.options : route.access).map((role) => ({
        ...route,
        role,
      })),
);

describe('the back office', () => {
  const sectionRules = Object.values(ADMIN_SECTION_ROLES).map((roles) => [...roles].sort());
  it.each(operations.filter((r) => r.path.startsWith('/admin/') && r.path !== '/admin/login'))(
    '$method $path takes its rule from a section of the policy table',
    (route) => {
      expect(Array.isArray(route.access)).toBe(true);
      expect(sectionRules).toContainEqual([...(route.access as readonly Role[])].sort());
    },
  );
});

describe('anonymous callers', () => {
  it.each(guarded)('$method $path answers 401', async (route) => {
    const res = await call(app.client(), route);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ type: 'unauthorized', message: expect.any(String) });
  });
});

describe('signed-in users without the role', () => {
  it.each(roleCases)('$method $path as $role answers 403', async ({ role, ...route }) => {
    const res = await call(signedIn.get(role)!, route);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain(`Your role: ${role}`);
  });
});

describe('signed-in users with the role', () => {
  it.each(admittedCases)('$method $path as $role is let through', async ({ role, ...route }) => {
    const res = await call(signedIn.get(role)!, route);
    expect([401, 403]).not.toContain(res.status);
  });
});
