import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeTicket } from '@shop/contracts';
import type { ServerMessage } from '@shop/contracts/realtime';
import { FakeWebSocket as FakeSocket } from '@/testing/fake-web-socket';
import {
  loadServerMessageParser,
  RealtimeConnection,
  reconnectDelay,
  type RealtimeStatus,
} from './realtime';

const ticket = (n: number): RealtimeTicket => ({
  token: `tok${n}`,
  role: 'guest',
  id: `g${n}`,
  t: 1000 + n,
  expiresAt: 2000,
});

function setup(origin = { protocol: 'https:', host: 'shop.example:8443' }) {
  FakeSocket.instances = [];
  let n = 0;
  const messages: ServerMessage[] = [];
  const statuses: RealtimeStatus[] = [];
  const onOpen = vi.fn();
  const fetchTicket = vi.fn(async () => ticket(++n));
  const connection = new RealtimeConnection({
    fetchTicket,
    origin: () => origin,
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    onOpen,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    random: () => 0.5,
  });
  const socket = (i = -1) => FakeSocket.instances.at(i)!;
  return { connection, messages, statuses, onOpen, fetchTicket, socket };
}

vi.stubGlobal('WebSocket', { OPEN: 1 });
// The page loads the messages' schema with the first connection; here it is there before.
beforeAll(() => loadServerMessageParser());
afterEach(() => vi.useRealTimers());

describe('realtime connection', () => {
  it('opens /ws on the page origin with the ticket token, role, id and t', async () => {
    vi.useFakeTimers();
    const { connection, socket, statuses } = setup();
    connection.start(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket().url).toBe('wss://shop.example:8443/ws?token=tok1&role=guest&id=g1&t=1001');
    socket().open();
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('uses ws: on a plain http page', async () => {
    const { connection, socket } = setup({ protocol: 'http:', host: 'localhost:5173' });
    connection.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(socket().url.startsWith('ws://localhost:5173/ws?')).toBe(true);
  });

  it('sends on the open socket and says false while none is open', async () => {
    const { connection, socket } = setup();
    const fix = {
      type: 'location' as const,
      lat: 52.37,
      lng: 4.89,
      accuracy: 8,
      heading: null,
      speed: null,
      timestamp: 1,
    };
    expect(connection.send(fix)).toBe(false);
    connection.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(connection.send(fix)).toBe(false);
    socket().open();
    expect(connection.send(fix)).toBe(true);
    expect(socket().sent.map((frame) => JSON.parse(frame))).toContainEqual(fix);
    socket().drop();
    expect(connection.send(fix)).toBe(false);
  });

  it('passes on messages that match the contract and drops the rest', async () => {
    const { connection, socket, messages } = setup();
    connection.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    socket().open();
    socket().receive('not json');
    socket().receive({ type: 'ordering-status', topic: 'public/ordering-status', data: {} });
    socket().receive({ type: 'catalog-changed', topic: 'public/catalog', resources: ['menu'] });
    expect(messages).toEqual([
      { type: 'catalog-changed', topic: 'public/catalog', resources: ['menu'] },
    ]);
  });

  it('after a drop, reconnects with a fresh ticket once the jittered delay has passed', async () => {
    vi.useFakeTimers();
    const { connection, socket, fetchTicket, statuses, onOpen } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    socket().drop();
    expect(statuses.at(-1)).toBe('error');
    await vi.advanceTimersByTimeAsync(reconnectDelay(() => 0.5) - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    expect(socket().url).toContain('token=tok2');
    socket().open();
    expect(statuses.at(-1)).toBe('connected');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('keeps trying when the ticket cannot be fetched', async () => {
    vi.useFakeTimers();
    const { connection, fetchTicket, statuses } = setup();
    fetchTicket.mockRejectedValueOnce(new Error('Failed to fetch'));
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('error');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('stays closed after stop, even if a drop was pending', async () => {
    vi.useFakeTimers();
    const { connection, socket, statuses } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().open();
    connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('disconnected');
  });

  it('re-subscribes extra topics after reconnecting', async () => {
    vi.useFakeTimers();
    const { connection, socket } = setup();
    const unsubscribe = connection.subscribe('order/42');
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().open();
    expect(socket().sent).toEqual([JSON.stringify({ type: 'subscribe', topic: 'order/42' })]);
    unsubscribe();
    expect(socket().sent.at(-1)).toBe(JSON.stringify({ type: 'unsubscribe', topic: 'order/42' }));
  });

  it('spreads reconnects between 5 and 15 seconds', () => {
    expect(reconnectDelay(() => 0)).toBe(5000);
    expect(reconnectDelay(() => 0.999999)).toBeLessThanOrEqual(15_000);
  });
});
