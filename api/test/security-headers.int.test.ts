import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createPostgresDatabase } from './databases';
import type { TestResponse } from './http-client';
import { startTestApp, type TestApp } from './test-app';

/**
 * The headers every kind of answer carries (RELIABILITY §3f F-1): api JSON, the shop's HTML,
 * static files, not-found answers and errors.
 */

let database: Database;
let app: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Italieno</title>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("shop")');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createPostgresDatabase();
  app = await startTestApp({ database, config: { webDist } });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The policy as a map of directive to its sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

const answers: [string, () => Promise<TestResponse>][] = [
  ['api JSON', () => app.client().get('/api/ordering-status')],
  ['the shop page', () => app.client().get('/')],
  ['a deep link into the shop', () => app.client().get('/checkout/confirm')],
  ['a hashed asset', () => app.client().get('/assets/index-abc123.js')],
  ['a static file', () => app.client().get('/favicon.svg')],
  ['a missing asset', () => app.client().get('/assets/gone-000.js')],
  ['an unknown api path', () => app.client().get('/api/nothing-here')],
  ['an api error', () => app.client().get('/api/user')],
  [
    'malformed JSON',
    () =>
      app.client().request('POST', '/api/login', {
        body: '{"username":',
        headers: { 'content-type': 'application/json' },
      }),
  ],
];

describe('security headers', () => {
  it.each(answers)('%s carries HSTS, nosniff, no referrer and no X-Powered-By', async (_, call) => {
    const res = await call();
    const hsts = res.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it.each(answers)('%s carries the Content-Security-Policy', async (_, call) => {
    const policy = parsePolicy((await call()).headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Scripts come from the shop and from Stripe (Elements) only.
    expect(scripts.filter((s) => s !== "'self'")).toEqual(['https://js.stripe.com']);
  });

  it('personal answers are never stored, public reads and the shop page are revalidated, hashed assets are cached', async () => {
    expect((await app.client().get('/api/user')).headers.get('cache-control')).toBe('no-store');
    const status = await app.client().get('/api/ordering-status');
    expect(status.headers.get('cache-control')).toBe('no-cache');
    expect(status.headers.get('etag')).toBeTruthy();
    expect((await app.client().get('/')).headers.get('cache-control')).toBe('no-cache');
    const asset = await app.client().get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
  });

  it('a missing asset is a 404 that says so, not the shop page', async () => {
    const res = await app.client().get('/assets/gone-000.js');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ type: 'not_found', message: 'Not found' });
  });
});
