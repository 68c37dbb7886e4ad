import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapConfig } from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/client';

const STYLE_URL = 'https://tiles.example.org/styles/streets/style.json?key=public-key';

let database: Database;
let offline: TestApp;
let streets: TestApp;
/** A stand-in for the built web app, so the page the map runs in is served too. */
const webDist = mkdtempSync(join(tmpdir(), 'shop-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Italieno</title>');

beforeAll(async () => {
  database = await createPostgresDatabase();
  const fromEnv = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }).mapStyleUrl;
  offline = await startTestApp({ database, config: { webDist, mapStyleUrl: fromEnv({}) } });
  streets = await startTestApp({
    database,
    config: { webDist, mapStyleUrl: fromEnv({ MAP_STYLE_URL: STYLE_URL }) },
  });
});
afterAll(async () => {
  await offline?.close();
  await streets?.close();
  await database?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The sources of each directive of the Content-Security-Policy header. */
function policy(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('GET /api/map/config', () => {
  it('answers null without MAP_STYLE_URL: the web draws its offline style', async () => {
    const res = await offline.client().get('/api/map/config');
    expect(res.status).toBe(200);
    expect(MapConfig.parse(res.body)).toEqual({ styleUrl: null });
  });

  it('answers the configured style URL', async () => {
    const res = await streets.client().get('/api/map/config');
    expect(res.status).toBe(200);
    expect(MapConfig.parse(res.body)).toEqual({ styleUrl: STYLE_URL });
  });
});

describe('the Content-Security-Policy and the map style', () => {
  it("lets the browser fetch tiles and sprites from the style's origin when one is set", async () => {
    for (const path of ['/location', '/api/map/config']) {
      const res = await streets.client().get(path);
      expect(res.status).toBe(200);
      const csp = policy(res.headers.get('content-security-policy'));
      expect(csp['connect-src']).toContain('https://tiles.example.org');
      expect(csp['img-src']).toContain('https://tiles.example.org');
      expect(csp['script-src']).not.toContain('https://tiles.example.org');
    }
  });

  it('names no map origin without MAP_STYLE_URL', async () => {
    const res = await offline.client().get('/location');
    const header = res.headers.get('content-security-policy');
    expect(policy(header)['connect-src']).toEqual(["'self'", 'data:', 'https://api.stripe.com']);
    expect(header).not.toContain('tiles.example.org');
  });

  it('refuses to start with a MAP_STYLE_URL that is not an http or https URL', () => {
    for (const value of [
      'ftp://tiles.example.org/style.json',
      'tiles.example.org',
      'javascript:x',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', MAP_STYLE_URL: value })).toThrow(
        /MAP_STYLE_URL must be an http or https URL/,
      );
    }
  });
});
