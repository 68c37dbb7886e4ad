import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { serveHealth, type HealthServer } from './health';

const log = pino({ level: 'silent' });

describe('the workers health endpoint', () => {
  let server: HealthServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  async function probe(path = '/healthz', method = 'GET') {
    const res = await fetch(`http://127.0.0.1:${server!.port}${path}`, { method });
    return { status: res.status, body: await res.json() };
  }

  it('answers 200 while every check passes, 503 naming the one that fails', async () => {
    let redisUp = true;
    server = await serveHealth(
      { port: 0, host: '127.0.0.1', log },
      {
        database: async () => {},
        queues: async () => {
          if (!redisUp) throw new Error('Redis is reconnecting');
        },
      },
    );

    expect(await probe()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: { ok: true }, queues: { ok: true } } },
    });
    redisUp = false;
    expect(await probe()).toEqual({
      status: 503,
      body: { status: 'degraded', checks: { database: { ok: true }, queues: { ok: false } } },
    });
  });

  it('counts a check that hangs as failed, within the probe timeout', async () => {
    server = await serveHealth(
      { port: 0, host: '127.0.0.1', log },
      { database: () => new Promise(() => {}) },
    );
    const started = Date.now();

    expect((await probe()).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 404 in the shop’s error shape for any other path or method', async () => {
    server = await serveHealth({ port: 0, host: '127.0.0.1', log }, {});

    expect(await probe('/')).toEqual({
      status: 404,
      body: { type: 'not_found', message: 'Not found' },
    });
    expect((await probe('/healthz', 'POST')).status).toBe(404);
  });
});
