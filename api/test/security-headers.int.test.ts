import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createPostgresDatabase } from './databases';
import type { TestResponse } from './http-client';
import { startTestApp, type TestApp } from './test-app';

/**
 * The headers every kind of answer carries: api JSON, the shop's HTML,
 * static files, not-found answers and errors.
 */

let database: Database;
let app: TestApp;
/** The same shop behind one trusted proxy (TRUST_PROXY_HOPS=1), as docker compose runs it. */
let proxied: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Italieno</title>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("shop")');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createPostgresDatabase();
  app = await startTestApp({ database, config: { webDist } });
  proxied = await startTestApp({ database, config: { webDist, trustProxyHops: 1 } });
});

afterAll(async () => {
  await app?.close();
  await proxied?.close();
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

type Call = (on: TestApp, headers?: Record<string, string>) => Promise<TestResponse>;

const answers: [string, Call][] = [
  ['api JSON', (on, h) => on.client().get('/api/ordering-status', h)],
  ['the shop page', (on, h) => on.client().get('/', h)],
  ['a deep link into the shop', (on, h) => on.client().get('/checkout/confirm', h)],
  ['a hashed asset', (on, h) => on.client().get('/assets/index-abc123.js', h)],
  ['a static file', (on, h) => on.client().get('/favicon.svg', h)],
  ['a missing asset', (on, h) => on.client().get('/assets/gone-000.js', h)],
  ['an unknown api path', (on, h) => on.client().get('/api/nothing-here', h)],
  ['an api error', (on, h) => on.client().get('/api/user', h)],
  [
    'malformed JSON',
    (on, h) =>
      on.client().request('POST', '/api/login', {
        body: '{"username":',
        headers: { 'content-type': 'application/json', ...h },
      }),
  ],
];

const overHttps = { 'x-forwarded-proto': 'https' };

describe('security headers', () => {
  it.each(answers)('%s carries nosniff, no referrer and no X-Powered-By', async (_, call) => {
    const res = await call(app);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it.each(answers)('%s over HTTPS through the trusted proxy carries HSTS', async (_, call) => {
    const hsts = (await call(proxied, overHttps)).headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it.each(answers)(
    '%s over plain HTTP carries no HSTS, whatever the client claims',
    async (_, call) => {
      expect((await call(app)).headers.get('strict-transport-security')).toBeNull();
      expect((await call(proxied)).headers.get('strict-transport-security')).toBeNull();
      // Without a trusted proxy, X-Forwarded-Proto is the client's word, not HTTPS.
      expect((await call(app, overHttps)).headers.get('strict-transport-security')).toBeNull();
    },
  );

  it.each(answers)(
    '%s carries a Permissions-Policy allowing geolocation, camera and payment only',
    async (_, call) => {
      const header = (await call(app)).headers.get('permissions-policy') ?? '';
      const features = new Map(
        header.split(/,\s*/).map((entry) => {
          const [name = '', allow = ''] = entry.split('=');
          return [name, allow] as const;
        }),
      );
      expect(features.get('geolocation')).toBe('(self)');
      expect(features.get('camera')).toBe('(self)');
      expect(features.get('payment')).toBe('(self "https://js.stripe.com")');
      for (const denied of ['microphone', 'usb', 'display-capture', 'fullscreen', 'autoplay']) {
        expect(features.get(denied), denied).toBe('()');
      }
      const allowed = [...features].filter(([, allow]) => allow !== '()').map(([name]) => name);
      expect(allowed.sort()).toEqual(['camera', 'geolocation', 'payment']);
    },
  );

  it.each(answers)('%s carries the Content-Security-Policy', async (_, call) => {
    const policy = parsePolicy((await call(app)).headers.get('content-security-policy'));
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
    // The live connection is /ws on the shop's own host, which 'self' covers; a bare ws: or
    // wss: would let a script talk to any host.
    const connect = policy.get('connect-src') ?? [];
    expect(connect).toContain("'self'");
    expect(connect.filter((c) => /^wss?:/.test(c))).toEqual([]);
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
