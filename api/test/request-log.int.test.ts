/**
 * The request log at the levels operators run: a line per change and per refusal (info), none
 * for a read that went well (debug), each naming the request with its secrets redacted.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './databases';
import { startTestApp, type TestApp } from './test-app';
import type { Database } from '../src/db/client';

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string; headers: Record<string, string> };
  res?: { statusCode: number };
  responseTime?: number;
}

let database: Database;
let app: TestApp;
const lines: Line[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n'))
        if (text.trim()) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  app = await startTestApp({ database, log: pino({ level: 'info' }, sink) });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the request log at info', () => {
  it('writes a refused change with its id and no secret, and nothing for a read that went well', async () => {
    const client = app.client();
    const read = await client.request('GET', '/api/ordering-status?x=1', {
      headers: { 'x-request-id': 'read-5b1f0c2e' },
    });
    expect(read.status).toBe(200);
    const refused = await client.request('POST', '/api/login?token=abc123secret', {
      json: { username: 'nobody', password: 'wrong-password-1' },
      headers: { 'x-request-id': 'login-7c2d9a41', cookie: 'sid=sessionsecret42' },
    });
    expect(refused.status).toBe(401);
    await new Promise((r) => setTimeout(r, 50));

    expect(lines.filter((l) => l.req?.id === 'read-5b1f0c2e')).toEqual([]);
    const [line] = lines.filter((l) => l.req?.id === 'login-7c2d9a41');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'POST', url: '/api/login?token=[Redacted]' },
      res: { statusCode: 401 },
    });
    expect(line!.req!.headers.cookie).toBe('[Redacted]');
    expect(typeof line!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('sessionsecret42');
    expect(JSON.stringify(lines)).not.toContain('abc123secret');
  });
});
