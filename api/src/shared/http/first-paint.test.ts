import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { firstPaint } from './first-paint';

/**
 * Our side of the contract with the web build's first-paint module (web/src/first-paint): a
 * module with the same two exports, which echoes what it was asked to render.
 */
const FAKE_MODULE = `
export const FIRST_PAINT_PATHS = ['/', '/menu'];
export const calls = [];
export async function renderFirstPaint(input) {
  calls.push(input);
  if (globalThis.failFirstPaint) throw new Error('render failed');
  return '<html>' + input.language + ' ' + input.path + ' #' + calls.length + ' ' + input.apiOrigin + '</html>';
}`;

async function webBuild(module: string | null = FAKE_MODULE) {
  const web = await mkdtemp(join(tmpdir(), 'first-paint-'));
  await mkdir(join(web, 'dist'));
  if (module !== null) {
    await mkdir(join(web, 'dist-first-paint'));
    await writeFile(join(web, 'dist-first-paint', 'index.js'), module);
  }
  return join(web, 'dist');
}

function request(
  path: string,
  headers: Record<string, string> = {},
  localAddress = '127.0.0.1',
): Request {
  return { path, headers, socket: { localAddress, localPort: 3000 } } as unknown as Request;
}

async function painted(webDist: string) {
  return firstPaint({ webDist, sessionCookieName: 'sid', log: pino({ level: 'silent' }) });
}

const text = (body: { bytes: Buffer } | null) => body?.bytes.toString() ?? null;

describe('the first paint of home and the menu', () => {
  it('is rendered in the browser’s language, from the api the request came in on', async () => {
    const pages = await painted(await webBuild());
    expect(text(await pages.page(request('/menu', { 'accept-language': 'nl-NL,nl;q=0.9' })))).toBe(
      '<html>nl /menu #1 http://127.0.0.1:3000</html>',
    );
    expect(text(await pages.page(request('/', {}, '::1')))).toBe(
      '<html>en / #2 http://[::1]:3000</html>',
    );
  });

  it('follows the language the customer chose over the browser’s', async () => {
    const pages = await painted(await webBuild());
    const req = request('/', { 'accept-language': 'nl', cookie: 'theme=x; language=en' });
    expect(text(await pages.page(req))).toMatch(/^<html>en \//);
    const unknown = request('/', { 'accept-language': 'nl', cookie: 'language=fr' });
    expect(text(await pages.page(unknown))).toMatch(/^<html>nl \//);
  });

  it('is not made for a signed-in visitor or for a page it does not paint', async () => {
    const pages = await painted(await webBuild());
    expect(await pages.page(request('/', { cookie: 'sid=abc' }))).toBeNull();
    expect(await pages.page(request('/cart'))).toBeNull();
    expect(text(await pages.page(request('/')))).toContain('#1');
  });

  it('is rendered once and sent again, until the public data changes', async () => {
    const pages = await painted(await webBuild());
    expect(text(await pages.page(request('/menu')))).toContain('#1');
    expect(text(await pages.page(request('/menu')))).toContain('#1');
    pages.invalidate();
    expect(text(await pages.page(request('/menu')))).toContain('#2');
  });

  it('leaves the page to index.html when the render fails or the module was not built', async () => {
    const failing = await painted(await webBuild());
    (globalThis as { failFirstPaint?: boolean }).failFirstPaint = true;
    try {
      expect(await failing.page(request('/'))).toBeNull();
    } finally {
      delete (globalThis as { failFirstPaint?: boolean }).failFirstPaint;
    }
    const unbuilt = await painted(await webBuild(null));
    expect(await unbuilt.page(request('/'))).toBeNull();
  });
});
