/**
 * The dispatch map live in split mode: PostgreSQL and redis-server, the api (in this process,
 * numbering dispatch events with the Redis counter) and two realtime gateways as their own
 * `node` processes, started as an operator starts them. Two dispatchers, one on each gateway,
 * hear the same assignment with the same sequence number and the driver's fixes in the order
 * they were taken; a snapshot plus the numbered messages after it equals a fresh snapshot, and a
 * lost message is noticed and healed by the next snapshot.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPositions,
  applySnapshot,
  checkGap,
  DispatchSnapshot,
  emptySync,
  isDispatchSeqMessage,
  receiveMessage,
  REORDER_WINDOW_MS,
  type DispatchSync,
} from '@shop/contracts';
import { repoRoot } from '@shop/process/env';
import { ServerMessage } from '@shop/contracts/realtime';
import type { TestSocket } from '../../realtime/test/ws-client';
import { freePort } from '../../infra/testing/services';
import { eventually } from '../../infra/testing/eventually';
import { drivers } from '../src/modules/drivers/drivers.tables';
import { orders } from '../src/modules/orders/orders.tables';
import { startShop, type Shop } from '../src/shop';
import { createAccount, signInWithBearer } from './accounts';
import { TestClient } from './http-client';
import { wholeShopConfig } from './shop-harness';
import { openLiveSocket, startSplitServices, type SplitServices } from './split-services';

const log = pino({ level: 'silent' });
const DAM = { lat: 52.3731, lng: 4.8926 };
const DISPATCH = 'staff/dispatch';

interface GatewayProcess {
  port: number;
  child: ChildProcess;
  output: () => string;
}

/** realtime/src/main.ts as its own process, on a free port. */
async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'realtime/src/main.ts'], {
    cwd: repoRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      REALTIME_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { port, child, output: () => output };
}

let services: SplitServices;
let shop: Shop;
let gateways: GatewayProcess[] = [];
let staff: TestClient;

beforeAll(async () => {
  services = await startSplitServices('dispatch-split');
  shop = await startShop(wholeShopConfig(services.env), {
    log,
    database: services.database,
    seed: true,
    jobPrefix: `dispatch-split-${process.pid}`,
  });
  gateways = await Promise.all([
    startGatewayProcess(services.env),
    startGatewayProcess(services.env),
  ]);
  await eventually(async () => {
    for (const g of gateways) {
      const status = await fetch(`http://127.0.0.1:${g.port}/healthz`)
        .then((r) => r.status)
        .catch(() => null);
      expect(status, g.output()).toBe(200);
    }
  }, 120_000);
  staff = new TestClient(shop.url);
  await signInWithBearer(staff, await createAccount(shop.database.db, 'staff'));
}, 180_000);

afterAll(async () => {
  for (const g of gateways) g.child.kill('SIGTERM');
  await Promise.all(
    gateways.map((g) =>
      g.child.exitCode !== null ? null : new Promise((r) => g.child.once('exit', r)),
    ),
  );
  await shop?.stop();
  await services?.close();
});

/** Opens /ws on a gateway with a ticket from the api, as the browser does, on `topic`. */
async function listen(gateway: GatewayProcess, client: TestClient, topic?: string) {
  const socket = await openLiveSocket(gateway.port, client);
  if (topic) {
    socket.send({ type: 'subscribe', topic });
    await socket.next((m) => m.type === 'subscribed' && m.topic === topic);
  }
  return socket;
}

async function snapshot() {
  const res = await staff.get('/api/admin/dispatch');
  expect(res.status).toBe(200);
  return DispatchSnapshot.parse(res.body);
}

async function assign(orderId: number, driverId: number | null, expectedDriverId: number | null) {
  const res = await staff.post(`/api/orders/${orderId}/assign`, { driverId, expectedDriverId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The dispatch messages a socket heard, parsed as the screen parses them. */
const dispatchMessages = (socket: TestSocket) =>
  socket.received
    .map((m) => ServerMessage.parse(m))
    .filter((m) => 'topic' in m && m.topic === DISPATCH);

/** What the screen makes of a snapshot and then `messages`, in arrival order. */
function merge(start: DispatchSnapshot, messages: ServerMessage[], now: number): DispatchSync {
  let sync = applySnapshot(emptySync(), start);
  for (const m of messages) {
    if (m.type === 'driver-positions' && sync.view) {
      sync = { ...sync, view: applyPositions(sync.view, m.positions) };
    } else if (isDispatchSeqMessage(m)) {
      sync = receiveMessage(sync, m, now);
    }
  }
  return checkGap(sync, now + REORDER_WINDOW_MS);
}

/** Who carries what, and each order's state: what both screens must agree on. */
function assignments(view: DispatchSync['view'] | DispatchSnapshot) {
  const ordersOf = view && 'orders' in view ? [...view.orders.values()] : [];
  const driversOf = view && 'drivers' in view ? [...view.drivers.values()] : [];
  return {
    orders: ordersOf.map((o) => `${o.id}:${o.state}:${o.driverId}`).sort(),
    drivers: driversOf.map((d) => `${d.id}:${d.online}:${d.jobOrderIds.join(',')}`).sort(),
  };
}

describe('the dispatch map across two gateway processes', () => {
  it('both dispatchers hear the assignment and the fixes in sequence; snapshot plus messages equals a fresh snapshot, and a gap is noticed', async () => {
    const db = shop.database.db;
    // A driver on shift and a ready order waiting for one.
    const account = await createAccount(db, 'driver');
    const [driver] = await db
      .update(drivers)
      .set({ isActive: true, isOnline: true, onlineSince: new Date() })
      .where(eq(drivers.userId, account.id))
      .returning({ id: drivers.id });
    const driverId = driver!.id;
    const driverClient = new TestClient(shop.url);
    await signInWithBearer(driverClient, account);
    const [order] = await db
      .insert(orders)
      .values({
        orderType: 'normal',
        status: 'ready',
        paymentStatus: 'paid',
        customerName: 'Anna de Vries',
        customerEmail: 'anna@example.nl',
        deliveryType: 'delivery',
        deliveryAddress: {
          streetAddress: 'Damrak 1',
          city: 'Amsterdam',
          zipCode: '1012 LG',
          latitude: 52.3755,
          longitude: 4.8958,
        },
        subtotalCents: 1500,
        foodTaxCents: 135,
        deliveryFeeCents: 299,
        serviceFeeCents: 50,
        totalCents: 1984,
        paidAt: new Date(),
        acceptedAt: new Date(),
        readyBy: new Date(),
      })
      .returning({ id: orders.id });
    const orderId = order!.id;

    // One dispatcher on each gateway; the driver's phone on the first.
    const watchers = [
      await listen(gateways[0]!, staff, DISPATCH),
      await listen(gateways[1]!, staff, DISPATCH),
    ];
    const phone = await listen(gateways[0]!, driverClient);
    const start = await snapshot();
    expect(start.orders.find((o) => o.id === orderId)?.driverId).toBeNull();

    // Staff assign: both hear it, with the same number, the next after the snapshot's.
    await assign(orderId, driverId, null);
    const heard = await Promise.all(
      watchers.map((w) =>
        w.next(
          (m) =>
            m.topic === DISPATCH &&
            m.type === 'order-driver' &&
            m.orderId === orderId &&
            m.driverId === driverId,
        ),
      ),
    );
    expect(heard[0].seq).toBe(heard[1].seq);
    expect(heard[0].seq).toBeGreaterThan(start.seq);

    // The driver rides east from Dam Square; each gateway refreshes the driver a moment after
    // the event, so a fix a second is sent until both dispatchers hear one.
    let clock = Date.now() - 10_000;
    const sent: number[] = [];
    const sendFix = (step: number) => {
      clock = Math.max(clock + 1_100, Date.now() - 3_000);
      sent.push(clock);
      phone.send({
        type: 'location',
        lat: DAM.lat,
        lng: DAM.lng + step * 0.00005,
        accuracy: 8,
        heading: 90,
        speed: 4.2,
        timestamp: clock,
      });
    };
    /** The times of this driver's fixes a dispatcher heard, in arrival order. */
    const heardTimes = (w: TestSocket): number[] =>
      w.received
        .filter((m) => m.topic === DISPATCH && m.type === 'driver-positions')
        .flatMap((m) => m.positions)
        .filter((p) => p.driverId === driverId)
        .map((p) => p.at as number);
    const heardFix = (w: TestSocket, at: number) => heardTimes(w).includes(at);
    let step = 0;
    for (const deadline = Date.now() + 20_000; ;) {
      sendFix(++step);
      await sleep(1_100);
      if (watchers.every((w) => heardFix(w, sent.at(-1)!))) break;
      if (Date.now() > deadline) throw new Error('no dispatcher heard the driver');
    }
    const firstHeard = sent.at(-1)!;
    // Three more in one burst, taken 1.1 s apart by their own clock (a phone's backlog).
    for (let i = 0; i < 3; i++) sendFix(++step);
    await eventually(() => expect(watchers.every((w) => heardFix(w, sent.at(-1)!))).toBe(true));
    for (const w of watchers) {
      // Dispatch hears the newest fix of each quarter second: from the first one heard on, fixes
      // that were sent, each once, never an older one after a newer, and the last of the burst.
      const times = heardTimes(w).filter((at) => at >= firstHeard);
      expect(times.every((at) => sent.includes(at))).toBe(true);
      expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
      expect(times.at(-1)).toBe(sent.at(-1));
    }

    // More numbered changes, from both directions: taken back, given again, then picked up.
    await assign(orderId, null, driverId);
    await assign(orderId, driverId, null);
    const picked = await driverClient.post(`/api/driver/jobs/${orderId}/pick-up`, {});
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    await Promise.all(
      watchers.map((w) =>
        w.next(
          (m) =>
            m.topic === DISPATCH &&
            m.type === 'order-status' &&
            m.orderId === orderId &&
            m.status === 'in_transit',
        ),
      ),
    );
    const fresh = await snapshot();

    for (const w of watchers) {
      const messages = dispatchMessages(w);
      // The numbers after the snapshot's run without a gap up to the fresh snapshot's.
      const numbers = messages
        .filter(isDispatchSeqMessage)
        .map((m) => m.seq!)
        .filter((seq) => seq > start.seq);
      expect(numbers).toEqual(
        Array.from({ length: fresh.seq - start.seq }, (_, i) => start.seq + 1 + i),
      );
      // Snapshot plus messages is what a fresh snapshot shows, the driver where they last were.
      const merged = merge(start, messages, Date.now());
      expect(merged.needsSnapshot).toBe(false);
      expect(merged.view!.seq).toBe(fresh.seq);
      expect(assignments(merged.view)).toEqual(assignments(fresh));
      expect(merged.view!.drivers.get(driverId)!.position!.at).toBe(sent.at(-1));

      // One lost message: the screen notices after the reorder window and loads a snapshot,
      // which puts it right.
      const lost = messages.find((m) => isDispatchSeqMessage(m) && m.seq === start.seq + 1)!;
      const gapped = merge(
        start,
        messages.filter((m) => m !== lost),
        Date.now(),
      );
      expect(gapped.needsSnapshot).toBe(true);
      expect(assignments(applySnapshot(gapped, fresh).view)).toEqual(assignments(fresh));
    }

    for (const socket of [...watchers, phone]) socket.close();
  }, 60_000);
});
