/**
 * The answers Node's HTTP parser gives before Express sees a request (an oversized URL or
 * header, a malformed request line, a late request) carry the shop's error JSON like every
 * other answer, through the whole shop's server (startShop), and close the connection.
 */
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Shop } from '../src/shop';
import { answerClientErrors } from '../src/shared/http/server-refusals';
import { createServer } from 'node:http';
import { createPgliteDatabase } from './databases';
import { wholeShopConfig } from './shop-harness';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop(wholeShopConfig(), {
    log: pino({ level: 'silent' }),
    database: await createPgliteDatabase(),
    seed: false,
  });
});

afterAll(async () => {
  await shop?.stop();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes and reads the answer until the server closes the connection. */
function rawRequest(bytes: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(shop.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(bytes);
  });
}

function expectShopError(res: RawResponse, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers.connection).toBe('close');
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({
    type: expect.any(String),
    code: expect.any(String),
    message: expect.any(String),
  });
  expect(
    Object.keys(body).every((key) => ['type', 'code', 'message', 'params'].includes(key)),
  ).toBe(true);
  expect(body.message).not.toBe('');
}

describe("the HTTP server's own refusals", () => {
  it.each([
    ['/api/orders?scope=', 'a'],
    ['/api/geo/validate?lat=', '5'],
  ])('a 100 KB query string (%s…) gets 431 with the error JSON', async (path, fill) => {
    const res = await rawRequest(
      `GET ${path}${fill.repeat(100 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expectShopError(res, 431);
  });

  it('a 40 KB header gets 431 with the error JSON', async () => {
    const res = await rawRequest(
      `GET /api/menu HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'x'.repeat(40 * 1024)}\r\n\r\n`,
    );
    expectShopError(res, 431);
  });

  it.each([
    ['a request line that is no HTTP', 'HELLO THERE\r\n\r\n'],
    ['a bad HTTP version', 'GET /api/menu HTTP/9.9\r\nHost: localhost\r\n\r\n'],
    ['a space in the path', 'GET /api/me nu HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a broken header line', 'GET /api/menu HTTP/1.1\r\nHost localhost\r\n\r\n'],
    [
      'both Content-Length and chunked',
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('%s gets 400 with the error JSON', async (_label, bytes) => {
    expectShopError(await rawRequest(bytes), 400);
  });

  it('a WebSocket upgrade anywhere but /ws gets 404 with the error JSON', async () => {
    const res = await rawRequest(
      'GET /api/menu HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    );
    expectShopError(res, 404);
  });

  it('a request that did not arrive in time gets 408 with the error JSON', async () => {
    const server = createServer();
    answerClientErrors(server, pino({ level: 'silent' }));
    const socket = Object.assign(new PassThrough(), { _httpMessage: null });
    const written: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => written.push(chunk));
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
    server.emit('clientError', timeout, socket);
    await new Promise((resolve) => socket.once('finish', resolve));
    const text = Buffer.concat(written).toString();
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(text.split('\r\n\r\n')[1]!)).toEqual({
      type: 'invalid_data',
      code: 'request_timeout',
      message: 'The request took too long to arrive',
    });
  });

  it('a connection whose answer is already under way is closed, not written into', () => {
    const server = createServer();
    answerClientErrors(server, pino({ level: 'silent' }));
    const socket = Object.assign(new PassThrough(), { _httpMessage: { headersSent: true } });
    const written: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => written.push(chunk));
    server.emit(
      'clientError',
      Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }),
      socket,
    );
    expect(socket.destroyed).toBe(true);
    expect(written).toEqual([]);
  });

  it('the server still answers normally afterwards', async () => {
    const res = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(200);
  });
});
