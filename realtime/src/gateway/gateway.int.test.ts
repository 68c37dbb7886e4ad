import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DomainEvent } from '@shop/contracts/events';
import type * as RealtimeContracts from '@shop/contracts/realtime';
import { InProcessEventFeed } from '../feed/in-process-feed';
import { signTicket } from '../tickets';
import { catalogChanged, orderingStatusChanged } from '../../../infra/testing/domain-events';
import { TestSocket, refusedStatus } from '../../test/ws-client';
import { SOCKET_LIMITS, startGateway, type Gateway, type TunableSocketLimits } from './gateway';

// No domain event is routed to staff topics yet; a contact message stands in for the order
// events that will be, so the tests can show who hears staff/orders and who does not.
vi.mock('@shop/contracts/realtime', async (importOriginal) => {
  const original = await importOriginal<typeof RealtimeContracts>();
  return {
    ...original,
    realtimeMessagesFor: (event: DomainEvent) =>
      event.name === 'contact.message-received'
        ? [
            {
              topic: original.Topics.staffOrders,
              message: { type: 'catalog-changed', topic: 'staff/orders', resources: ['menu'] },
            },
          ]
        : original.realtimeMessagesFor(event),
  };
});

const SECRET = 'a-realtime-secret-of-at-least-32-characters';
const SHOP_ORIGIN = 'https://shop.example';
const log = pino({ level: 'silent' });

function staffEvent(): DomainEvent {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'contact.message-received',
    version: 1,
    data: {
      contactMessageId: 1,
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.nl',
      phone: null,
      message: 'Hallo',
    },
  };
}

async function start(feed: InProcessEventFeed, limits?: TunableSocketLimits): Promise<Gateway> {
  return startGateway({
    host: '127.0.0.1',
    port: 0,
    feed,
    secret: SECRET,
    allowedOrigins: [SHOP_ORIGIN],
    log,
    ...(limits ? { limits } : {}),
  });
}

describe('the /ws gateway', () => {
  const feed = new InProcessEventFeed();
  let gateway: Gateway;
  let base: string;
  const open: TestSocket[] = [];

  const connect = async (params: Record<string, string> = {}, headers = {}) => {
    const query = new URLSearchParams({ t: String(Date.now()), ...params }).toString();
    const socket = await TestSocket.open(`${base}/ws?${query}`, headers);
    open.push(socket);
    return socket;
  };
  const ticket = (sub: string, role: 'guest' | 'customer' | 'staff' | 'admin' | 'driver') => ({
    token: signTicket(SECRET, { sub, role }, 120),
    role,
    id: sub,
  });

  beforeAll(async () => {
    gateway = await start(feed);
    base = `ws://127.0.0.1:${gateway.port}`;
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await gateway.stop();
  });

  it('when a guest connects, then it is told it is connected and then hears ordering status changes', async () => {
    const guest = await connect({}, { origin: SHOP_ORIGIN });
    const connected = await guest.next();
    expect(connected).toMatchObject({
      type: 'connected',
      role: 'guest',
      topics: ['public/ordering-status', 'public/catalog'],
    });
    expect(connected.clientId).toEqual(expect.any(String));

    await feed.publish(orderingStatusChanged({ foodOrderingEnabled: false }));
    expect(await guest.next('ordering-status')).toEqual({
      type: 'ordering-status',
      topic: 'public/ordering-status',
      data: {
        masterEnabled: true,
        foodOrderingEnabled: false,
        barOrderingEnabled: true,
        merchandiseOrderingEnabled: true,
      },
    });
  });

  it('when a guest asks for staff/orders, then it is refused and hears no staff messages', async () => {
    const guest = await connect();
    const staff = await connect(ticket('5', 'staff'));
    await guest.next('connected');
    await staff.next('connected');

    guest.send({ type: 'subscribe', topic: 'staff/orders' });
    expect(await guest.next('error')).toMatchObject({
      type: 'error',
      code: 'forbidden_topic',
      message: expect.any(String),
    });

    await feed.publish(staffEvent());
    expect(await staff.next((m) => m.topic === 'staff/orders')).toBeTruthy();
    const heard = await guest.drain();
    expect(heard.filter((m) => m.topic === 'staff/orders')).toEqual([]);
  });

  it('when staff connect with a ticket, then they join staff/orders and may add staff/dispatch', async () => {
    const staff = await connect(ticket('5', 'staff'), { origin: SHOP_ORIGIN });
    expect(await staff.next('connected')).toMatchObject({
      clientId: '5',
      role: 'staff',
      topics: ['public/ordering-status', 'public/catalog', 'user/5', 'staff/orders'],
    });
    staff.send({ type: 'subscribe', topic: 'staff/dispatch' });
    expect(await staff.next('subscribed')).toEqual({ type: 'subscribed', topic: 'staff/dispatch' });

    await feed.publish(staffEvent());
    expect(await staff.next((m) => m.topic === 'staff/orders')).toMatchObject({
      topic: 'staff/orders',
    });
  });

  it('when a customer subscribes to its own user topic and unsubscribes from the catalog, then both are confirmed', async () => {
    const customer = await connect(ticket('7', 'customer'));
    await customer.next('connected');
    customer.send({ type: 'subscribe', topic: 'user/7' });
    expect(await customer.next('subscribed')).toEqual({ type: 'subscribed', topic: 'user/7' });
    customer.send({ type: 'subscribe', topic: 'user/8' });
    expect(await customer.next('error')).toMatchObject({ code: 'forbidden_topic' });
    customer.send({ type: 'unsubscribe', topic: 'public/catalog' });
    expect(await customer.next('unsubscribed')).toEqual({
      type: 'unsubscribed',
      topic: 'public/catalog',
    });
  });

  it('when a client sends a ping, then it gets a pong with its timestamp', async () => {
    const guest = await connect();
    await guest.next('connected');
    guest.send({ type: 'ping', t: 12345 });
    expect(await guest.next('pong')).toEqual({ type: 'pong', t: 12345 });
  });

  it('when a client sends something that is not JSON or not a known message, then it gets an error and stays connected', async () => {
    const guest = await connect();
    await guest.next('connected');
    guest.send('{not json');
    expect(await guest.next('error')).toMatchObject({ code: 'invalid_json' });
    guest.send({ type: 'shout', topic: 'public/catalog' });
    expect(await guest.next('error')).toMatchObject({ code: 'invalid_message' });
    guest.send({ type: 'ping', t: 1 });
    expect(await guest.next('pong')).toEqual({ type: 'pong', t: 1 });
  });

  it('when the ticket has expired, then the upgrade is refused with 401', async () => {
    const token = signTicket(SECRET, { sub: '7', role: 'customer' }, 120, Date.now() - 300_000);
    expect(await refusedStatus(`${base}/ws?token=${token}&role=customer&id=7&t=1`)).toBe(401);
  });

  it('when the ticket was tampered with, then the upgrade is refused with 401', async () => {
    const token = signTicket(SECRET, { sub: '7', role: 'customer' }, 120);
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    expect(await refusedStatus(`${base}/ws?token=${forged}&role=admin&id=7`)).toBe(401);
  });

  it('when the role in the query is not the ticket role, then the upgrade is refused with 401', async () => {
    const token = signTicket(SECRET, { sub: '7', role: 'customer' }, 120);
    expect(await refusedStatus(`${base}/ws?token=${token}&role=staff&id=7`)).toBe(401);
  });

  it('when a browser opens /ws from a foreign Origin, then the upgrade is refused with 403', async () => {
    const { token } = ticket('7', 'customer');
    expect(
      await refusedStatus(`${base}/ws?token=${token}&role=customer&id=7`, {
        origin: 'https://evil.example',
      }),
    ).toBe(403);
  });

  it('when a browser opens /ws from the host it connects to, then it passes without being listed', async () => {
    // The shop opened by another name or a LAN address: Origin and Host name the same host.
    const page = await connect({}, { origin: `http://127.0.0.1:${gateway.port}` });
    expect(await page.next('connected')).toMatchObject({ role: 'guest' });
    expect(
      await refusedStatus(`${base}/ws`, { origin: `http://127.0.0.1:${gateway.port + 1}` }),
    ).toBe(403);
  });

  it('when a client sends 50 messages at once, then it is closed with 1008', async () => {
    const guest = await connect();
    await guest.next('connected');
    for (let i = 0; i < 50; i++) guest.send({ type: 'ping', t: i });
    const { code } = await guest.closed;
    expect(code).toBe(1008);
    expect(guest.received.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(20);
  });

  it('answers GET /healthz', async () => {
    const res = await fetch(`http://127.0.0.1:${gateway.port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('stopping the gateway', () => {
  it('when the gateway stops, then open clients are closed with 1012 and new ones are refused', async () => {
    const feed = new InProcessEventFeed();
    const gateway = await start(feed);
    const url = `ws://127.0.0.1:${gateway.port}/ws`;
    const first = await TestSocket.open(url);
    const second = await TestSocket.open(url);
    await first.next('connected');
    await second.next('connected');
    expect(gateway.connections()).toBe(2);

    await gateway.stop();
    expect((await first.closed).code).toBe(1012);
    expect((await second.closed).code).toBe(1012);
    expect(gateway.connections()).toBe(0);
    await expect(TestSocket.open(url)).rejects.toThrow();
  });
});

describe('slow and silent clients', () => {
  it('when a client stops reading, then it is closed once its queue passes the cap, while a reading client keeps receiving', async () => {
    const feed = new InProcessEventFeed();
    const gateway = await start(feed);
    const url = `ws://127.0.0.1:${gateway.port}/ws`;
    const reader = await TestSocket.open(url);
    const stalled = await TestSocket.open(url);
    await reader.next('connected');
    await stalled.next('connected');
    try {
      stalled.ws.pause();
      // About 56 KB a message, so the cap is passed after a few dozen publishes (the kernel's
      // socket buffers take some megabytes first).
      const resources = Array<'menu'>(8000).fill('menu');
      const messageBytes = JSON.stringify({
        type: 'catalog-changed',
        topic: 'public/catalog',
        resources,
      }).length;
      let published = 0;
      while (gateway.connections() === 2 && published < 2000) {
        await feed.publish(catalogChanged(resources));
        published++;
        // The reader takes every message before the next one, so nothing queues for it.
        await reader.next('catalog-changed');
      }

      expect(gateway.connections()).toBe(1);
      expect(published * messageBytes).toBeGreaterThan(SOCKET_LIMITS.maxBackpressure);
      stalled.ws.resume();
      expect((await stalled.closed).code).toBe(1006);
      expect(stalled.received.filter((m) => m.type === 'catalog-changed').length).toBeLessThan(
        published,
      );

      await feed.publish(orderingStatusChanged({ foodOrderingEnabled: false }));
      expect(await reader.next('ordering-status')).toMatchObject({
        data: { foodOrderingEnabled: false },
      });
    } finally {
      reader.close();
      await gateway.stop();
    }
  });

  it('when a client stops answering pings, then it is dropped after the idle timeout while a live one stays', async () => {
    const feed = new InProcessEventFeed();
    // uWS's shortest idle timeout; it pings about halfway through.
    const gateway = await start(feed, { idleTimeout: 8 });
    const url = `ws://127.0.0.1:${gateway.port}/ws`;
    const live = await TestSocket.open(url);
    const silent = await TestSocket.open(url, {}, { autoPong: false });
    let pings = 0;
    live.ws.on('ping', () => pings++);
    await live.next('connected');
    await silent.next('connected');
    try {
      const openedAt = Date.now();
      expect((await silent.closed).code).toBe(1006);
      const droppedAfter = Date.now() - openedAt;
      expect(droppedAfter).toBeGreaterThan(4_000);
      expect(droppedAfter).toBeLessThan(16_000);

      expect(pings).toBeGreaterThan(0);
      expect(gateway.connections()).toBe(1);
      await feed.publish(orderingStatusChanged());
      expect(await live.next('ordering-status')).toMatchObject({
        data: { foodOrderingEnabled: true },
      });
    } finally {
      live.close();
      await gateway.stop();
    }
  }, 40_000);
});
