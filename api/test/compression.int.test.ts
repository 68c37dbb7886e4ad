import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { seedDemoData } from '../src/seed/seed';
import { createPostgresDatabase } from './databases';
import { startTestApp, type TestApp } from './test-app';

/**
 * How answers travel: the web build's precompressed copies chosen by Accept-Encoding, JSON
 * compressed above 1 KB (the public reads from their cached bodies and every other api
 * answer), with ETag/304 and the caching rules of each kind.
 */

let database: Database;
let app: TestApp;
let webDir: string;
let webDist: string;
const script = 'console.log("the shop");'.repeat(100);
const page = `<!doctype html><title>Italieno</title>${'<p>menu</p>'.repeat(200)}`;

/**
 * Stands in for the web build's first-paint module (web/src/first-paint), which reads the
 * public data from the api the request came in on.
 */
const firstPaintModule = `
export const FIRST_PAINT_PATHS = ['/', '/menu'];
export async function renderFirstPaint({ path, language, apiOrigin }) {
  const menu = await (await fetch(apiOrigin + '/api/menu')).json();
  return '<!doctype html><title>painted</title>' + language + ' ' + path + ' ' + menu.items[0].name;
}`;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'shop-web-'));
  webDist = join(webDir, 'dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  mkdirSync(join(webDir, 'dist-first-paint'));
  writeFileSync(join(webDir, 'dist-first-paint', 'index.js'), firstPaintModule);
  writeFileSync(join(webDist, 'index.html'), page);
  writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(webDist, 'index.html.gz'), gzipSync(page));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(webDist, 'assets', 'tiny-abc123.js'), 'export {};');
  database = await createPostgresDatabase();
  await seedDemoData(database.db, pino({ level: 'silent' }));
  app = await startTestApp({ database, config: { webDist } });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/** A GET as a browser sends it, with the body exactly as it came over the wire. */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString();
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString();
  return answer.bytes.toString();
}

describe('public reads from their cached bodies', () => {
  it('sends the menu in Brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const plain = await get('/api/menu');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const menu = JSON.parse(plain.bytes.toString()) as { items: unknown[] };
    expect(menu.items.length).toBeGreaterThan(0);

    const br = await get('/api/menu', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(decoded(br))).toEqual(menu);

    const gzip = await get('/api/menu', { 'accept-encoding': 'gzip;q=1.0, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(menu);
  });

  it('answers 304 to the ETag it gave, compressed or not, and keeps the security headers', async () => {
    const first = await get('/api/categories', { 'accept-encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"/);
    const again = await get('/api/categories', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-request-id']).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it('answers the same body through the app for a read with a query string', async () => {
    const fast = await get('/api/menu');
    const slow = await get('/api/menu?from=link', { 'accept-encoding': 'gzip' });
    expect(slow.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(slow))).toEqual(JSON.parse(fast.bytes.toString()));
    expect(slow.headers.etag).toBe(fast.headers.etag);
  });

  it("gives a page's texts, and leaves a bad page name to the app's error", async () => {
    expect((await get('/api/page-texts/home')).status).toBe(200);
    const bad = await get('/api/page-texts/NOT%20A%20PAGE');
    expect(bad.status).toBe(400);
  });

  it("gives a dish as the app does, and leaves an unknown or bad id to the app's error", async () => {
    const menu = JSON.parse((await get('/api/menu')).bytes.toString()) as {
      items: { id: number }[];
    };
    const id = menu.items[0]!.id;
    const fast = await get(`/api/menu/${id}`);
    const slow = await get(`/api/menu/${id}?from=link`);
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.bytes.toString())).toEqual(JSON.parse(slow.bytes.toString()));
    expect(fast.headers.etag).toBe(slow.headers.etag);
    expect((await get(`/api/menu/${id}`, { 'if-none-match': fast.headers.etag! })).status).toBe(
      304,
    );
    expect((await get('/api/menu/999999')).status).toBe(404);
    expect((await get('/api/menu/01')).status).toBe(400);
  });

  it('sends a small JSON answer as it is', async () => {
    const status = await get('/api/ordering-status', { 'accept-encoding': 'br, gzip' });
    expect(status.bytes.length).toBeLessThan(1024);
    expect(status.headers['content-encoding']).toBeUndefined();
  });
});

describe('the web build', () => {
  it("sends a hashed asset's Brotli copy, cached for a year, with its own type", async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(decoded(br)).toBe(script);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
  });

  it('sends a file without a compressed copy as it is', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.bytes.toString()).toBe('export {};');
  });

  it('sends the shop page compressed and never cached, on any deep link', async () => {
    for (const path of ['/checkout/guest', '/cart', '/', '/menu']) {
      // Home and the menu come painted, except to a signed-in visitor (next test).
      const signedIn: Record<string, string> =
        path === '/' || path === '/menu' ? { cookie: 'sid=someone' } : {};
      const res = await get(path, { 'accept-encoding': 'br', ...signedIn });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(page);
    }
  });

  it('sends home and the menu painted with the public data, in the visitor’s language', async () => {
    const menu = JSON.parse((await get('/api/menu')).bytes.toString()) as {
      items: { name: string }[];
    };
    const dutch = await get('/menu', { 'accept-encoding': 'gzip', 'accept-language': 'nl' });
    expect(dutch.status).toBe(200);
    expect(dutch.headers['content-encoding']).toBe('gzip');
    expect(dutch.headers['content-type']).toMatch(/^text\/html/);
    expect(dutch.headers['cache-control']).toBe('no-cache');
    expect(dutch.headers.vary).toMatch(/Accept-Encoding.*Accept-Language.*Cookie/);
    expect(decoded(dutch)).toBe(
      `<!doctype html><title>painted</title>nl /menu ${menu.items[0]!.name}`,
    );
    const chosen = await get('/', { 'accept-language': 'nl', cookie: 'language=en' });
    expect(decoded(chosen)).toMatch(/<title>painted<\/title>en \//);
  });
});
