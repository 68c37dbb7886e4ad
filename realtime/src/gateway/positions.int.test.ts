/**
 * The gateway's side of drivers' fixes, with drivers known from a directory in memory: floods,
 * garbage and slow lookups never stop it serving the other drivers.
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Topics } from '@shop/contracts/realtime';
import { InProcessEventFeed } from '../feed/in-process-feed';
import { signTicket } from '../tickets';
import { TestSocket, dispatchedFix } from '../../test/ws-client';
import type { DriverState } from '../positions/driver-directory';
import { MemoryLatestPositions } from '../positions/latest-positions';
import type { PositionStats } from '../positions/position-tracker';
import { InProcessPositionBus } from '../positions/position-bus';
import { SOCKET_LIMITS, startGateway, type Gateway } from './gateway';

const SECRET = 'a-realtime-secret-of-at-least-32-characters';
const log = pino({ level: 'silent' });
const DAM = { lat: 52.3731, lng: 4.8926 };

describe("the gateway's drivers", () => {
  const feed = new InProcessEventFeed();
  const latest = new MemoryLatestPositions();
  /** Drivers by user id; a user id mapped to a promise answers when the test says so. */
  const directory = new Map<number, DriverState | Promise<DriverState>>();
  let gateway: Gateway;
  const open: TestSocket[] = [];

  const connect = async (sub: string, role: 'driver' | 'staff' | 'customer') => {
    const params = new URLSearchParams({ token: signTicket(SECRET, { sub, role }), role, id: sub });
    const socket = await TestSocket.open(`ws://127.0.0.1:${gateway.port}/ws?${params}`);
    open.push(socket);
    await socket.next('connected');
    return socket;
  };
  const online = (userId: number, orderIds: number[] = []): DriverState => {
    const state = { driverId: userId + 1000, isActive: true, isOnline: true, orderIds };
    directory.set(userId, state);
    return state;
  };
  const fix = (timestamp: number, lng = DAM.lng) => ({
    type: 'location',
    lat: DAM.lat,
    lng,
    accuracy: 5,
    heading: null,
    speed: null,
    timestamp,
  });
  const dropped = () => ({ ...gateway.stats().positions.dropped });
  let dispatch: TestSocket;

  beforeAll(async () => {
    gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      feed,
      secret: SECRET,
      allowedOrigins: [],
      log,
      positions: {
        directory: { lookup: async (userId) => (await directory.get(userId)) ?? null },
        bus: new InProcessPositionBus(log),
        latest,
        track: null,
      },
    });
    dispatch = await connect('1', 'staff');
    dispatch.send({ type: 'subscribe', topic: Topics.staffDispatch });
    await dispatch.next('subscribed');
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await gateway.stop();
  });

  it('when a driver floods far past the fix budget, then the excess is dropped and counted, the socket stays open and another driver is heard', async () => {
    const flooder = online(10);
    const other = online(11);
    const flooderSocket = await connect('10', 'driver');
    const otherSocket = await connect('11', 'driver');
    const before = dropped();
    const start = Date.now() - 3_000;
    const flood = SOCKET_LIMITS.locationBurst + 200;
    for (let i = 0; i < flood; i++) flooderSocket.send(fix(start + i));
    otherSocket.send(fix(Date.now()));
    await dispatch.next(dispatchedFix((p) => p.driverId === other.driverId));
    await flooderSocket.drain();

    const after = dropped();
    expect(after.rate_limited - before.rate_limited).toBeGreaterThanOrEqual(150);
    expect(
      after.rate_limited - before.rate_limited + after.too_frequent - before.too_frequent,
    ).toBe(flood - 1);
    expect(flooderSocket.received.filter((m) => m.code === 'rate_limited')).toHaveLength(1);
    // The counters are in /healthz for monitoring.
    const res = await fetch(`http://127.0.0.1:${gateway.port}/healthz`);
    const health = (await res.json()) as { positions: PositionStats };
    expect(health.positions.dropped.rate_limited).toBe(after.rate_limited);
    expect(health.positions.accepted).toBe(gateway.stats().positions.accepted);
    expect(await latest.get(flooder.driverId)).toMatchObject({ at: start });
    // Still served: control messages are answered (the drain above), and the budget refills.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    flooderSocket.send(fix(Date.now()));
    await dispatch.next(dispatchedFix((p) => p.driverId === flooder.driverId));
  });

  it('when a driver sends garbage of every shape, then the gateway drops it and goes on serving', async () => {
    const driver = online(20);
    const socket = await connect('20', 'driver');
    const garbage: (string | Buffer)[] = [
      '',
      'null',
      '[]',
      '42',
      '"location"',
      '{"type":"location"}',
      '{"type":"location","lat":1e400,"lng":4.89,"accuracy":5,"heading":null,"speed":null,"timestamp":1}',
      '{"type":"location","__proto__":{"polluted":true},"lat":52,"lng":4,"accuracy":1,"heading":null,"speed":null,"timestamp":1}',
      `{"type":"location","lat":${'['.repeat(5000)}`,
      JSON.stringify({ ...fix(Date.now()), lat: { valueOf: 52 } }),
      JSON.stringify({ ...fix(Date.now()), timestamp: -1 }),
      JSON.stringify({ type: 'LOCATION', lat: 52 }),
      Buffer.from([0xff, 0xfe, 0x00, 0x81]),
    ];
    for (const message of garbage) socket.ws.send(message);
    await socket.drain();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    socket.send(fix(Date.now()));
    await dispatch.next(dispatchedFix((p) => p.driverId === driver.driverId));
    expect(gateway.connections()).toBeGreaterThanOrEqual(2);
  });

  it("when fixes arrive before the driver is known (a backlog on reconnect), then they wait and pass in order to the order's page; dispatch hears the newest", async () => {
    dispatch.send({ type: 'subscribe', topic: Topics.order(77) });
    await dispatch.next('subscribed');
    let answer: (state: DriverState) => void = () => {};
    directory.set(
      30,
      new Promise<DriverState>((resolve) => {
        answer = resolve;
      }),
    );
    const socket = await connect('30', 'driver');
    const start = Date.now() - 20_000;
    const backlog = [0, 4_000, 8_000, 12_000].map((offset) => fix(start + offset));
    for (const message of backlog) socket.send(message);
    await socket.drain();
    answer({ driverId: 1030, isActive: true, isOnline: false, orderIds: [77] });
    for (const message of backlog) {
      await dispatch.next(
        (m) =>
          m.type === 'driver-position' &&
          m.topic === Topics.order(77) &&
          m.driverId === 1030 &&
          m.at === message.timestamp,
      );
    }
    const gathered = await dispatch.next(dispatchedFix((p) => p.driverId === 1030));
    expect(gathered.topic).toBe(Topics.staffDispatch);
    expect(gathered.positions.filter((p: { driverId: number }) => p.driverId === 1030)).toEqual([
      expect.objectContaining({ at: backlog.at(-1)!.timestamp }),
    ]);
  });

  it('when a driver is inactive, or a user has no driver profile, then their fixes are dropped as not a driver', async () => {
    directory.set(40, { driverId: 1040, isActive: false, isOnline: true, orderIds: [] });
    const inactive = await connect('40', 'driver');
    const stranger = await connect('41', 'driver');
    const before = dropped().not_a_driver;
    inactive.send(fix(Date.now()));
    stranger.send(fix(Date.now()));
    expect(await inactive.next('error')).toMatchObject({ code: 'not_a_driver' });
    expect(await stranger.next('error')).toMatchObject({ code: 'not_a_driver' });
    expect(dropped().not_a_driver - before).toBe(2);
  });

  it('when a driver goes offline with no job, then the event stops their fixes; back online, they flow again', async () => {
    const state = online(50);
    const socket = await connect('50', 'driver');
    socket.send(fix(Date.now() - 2_000));
    await dispatch.next(dispatchedFix((p) => p.driverId === state.driverId));

    directory.set(50, { ...state, isOnline: false });
    const shift = (isOnline: boolean) =>
      feed.publish({
        id: randomUUID(),
        occurredAt: new Date().toISOString(),
        name: 'driver.shift-changed',
        version: 1,
        data: { driverId: state.driverId, userId: 50, online: isOnline },
      });
    await shift(false);
    await dispatch.next((m) => m.type === 'driver-shift' && m.online === false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.send(fix(Date.now()));
    expect(await socket.next('error')).toMatchObject({ code: 'off_shift' });

    directory.set(50, state);
    await shift(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const back = fix(Date.now());
    socket.send(back);
    await dispatch.next(dispatchedFix((p) => p.at === back.timestamp));
  });
});
