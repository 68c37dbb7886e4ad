import { createServer, type Server } from 'node:http';
import { pino } from 'pino';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeTicket } from '@shop/contracts';
import { InProcessEventFeed, startGateway, type Gateway } from '@shop/realtime';
import { verifyTicket } from '@shop/realtime/tickets';
import { createApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { createPostgresDatabase } from '../../../test/databases';
import { TestClient } from '../../../test/http-client';
import { createUser } from '../auth';

const SECRET = 'the-shared-realtime-secret-for-these-tests';

describe('GET /api/realtime/ticket', () => {
  let database: Database;
  let server: Server;
  let base: string;
  let gateway: Gateway;
  const feed = new InProcessEventFeed();
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const config = loadConfig({ NODE_ENV: 'test', REALTIME_SECRET: SECRET, LOG_LEVEL: 'silent' });
    const app = createApp({ config, database, log, healthChecks: {}, kickRelay: () => {}, feed });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      feed,
      secret: SECRET,
      allowedOrigins: [],
      log,
    });
  });
  afterAll(async () => {
    await gateway.stop();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  /** Opens /ws with the ticket as a browser would, and returns the gateway's first message. */
  function connectWith(ticket: RealtimeTicket): Promise<any> {
    const query = new URLSearchParams({
      token: ticket.token,
      role: ticket.role,
      id: ticket.id,
      t: String(Date.now()),
    });
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${gateway.port}/ws?${query}`);
      ws.once('message', (data) => {
        resolve(JSON.parse(String(data)));
        ws.close();
      });
      ws.once('error', reject);
    });
  }

  it('when a guest asks, then it gets a short-lived guest ticket with a random id', async () => {
    const client = new TestClient(base);
    const first = await client.get('/api/realtime/ticket');
    const second = await client.get('/api/realtime/ticket');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const ticket = RealtimeTicket.parse(first.body);
    expect(ticket.role).toBe('guest');
    expect(ticket.id).not.toBe(second.body.id);
    expect(ticket.expiresAt - ticket.t).toBe(120_000);

    expect(verifyTicket(SECRET, ticket.token)).toMatchObject({ sub: ticket.id, role: 'guest' });
    expect(verifyTicket('some-other-secret-of-32-characters!!', ticket.token)).toBeNull();
    expect(await connectWith(ticket)).toMatchObject({
      type: 'connected',
      role: 'guest',
      clientId: ticket.id,
    });
  });

  it('when a customer is signed in, then the ticket carries their user id and role', async () => {
    const client = new TestClient(base);
    const registered = await client.post('/api/register', {
      username: 'giulia',
      password: 'pizza-margherita',
    });
    expect(registered.status).toBe(201);

    const res = await client.get('/api/realtime/ticket');
    expect(res.status).toBe(200);
    const ticket = RealtimeTicket.parse(res.body);
    expect(ticket).toMatchObject({ role: 'customer', id: String(registered.body.id) });
    expect(verifyTicket(SECRET, ticket.token)).toMatchObject({
      sub: String(registered.body.id),
      role: 'customer',
    });
    expect(await connectWith(ticket)).toMatchObject({
      type: 'connected',
      role: 'customer',
      topics: expect.arrayContaining([`user/${registered.body.id}`]),
    });
  });

  it('when staff sign in with a bearer token, then their ticket opens the staff topics', async () => {
    const staff = await createUser(
      database.db,
      { username: 'marco', password: 'tiramisu-123' },
      'staff',
    );
    const client = new TestClient(base);
    const login = await client.post('/api/admin/login', {
      username: 'marco',
      password: 'tiramisu-123',
    });
    expect(login.status).toBe(200);
    const bearerOnly = new TestClient(base);
    bearerOnly.bearer = login.body.token;

    const ticket = RealtimeTicket.parse((await bearerOnly.get('/api/realtime/ticket')).body);
    expect(ticket).toMatchObject({ role: 'staff', id: String(staff.id) });
    expect(await connectWith(ticket)).toMatchObject({
      type: 'connected',
      role: 'staff',
      topics: expect.arrayContaining(['staff/orders']),
    });
  });

  it('when the session is not valid, then the caller is treated as a guest', async () => {
    const client = new TestClient(base);
    client.bearer = 'not-a-session-token';
    const res = await client.get('/api/realtime/ticket');
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('guest');
  });
});
