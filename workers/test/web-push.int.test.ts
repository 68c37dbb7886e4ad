/**
 * Web Push from the workers to a push service stand-in that decrypts every push with the test
 * device's keys: what a push holds (order number and status, in the device's language), its TTL,
 * urgency and topic; one push per device and move under retries, a repeated event and a worker
 * stopped halfway; a device the push service no longer knows (410, 404) deleted.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PushPayload } from '@shop/contracts';
import type { EventOf } from '@shop/contracts/events';
import { jobsFor, type JobRequest } from '@shop/contracts/jobs';
import { createAccount } from '../../api/test/accounts';
import { createPostgresDatabase } from '../../api/test/databases';
import { createMailer } from '../src/email/mailer';
import { createProcessors, runJob, type Processors } from '../src/processors';
import { generateVapidKeys, webPushSender } from '../src/push/push-sender';
import { pushDeliveries, pushSubscriptions } from '../src/push/push.tables';
import { InProcessJobRunner } from '../src/queue/in-process-runner';
import { orderMoved } from './order-event-fixture';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type TestDevice,
} from './push-service-standin';

const log = pino({ level: 'silent' });
const vapid = { ...generateVapidKeys(), subject: 'mailto:orders@italieno.nl' };

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let service: PushServiceStandIn;
let processors: Processors;
let orderId = 5000;

beforeAll(async () => {
  database = await createPostgresDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  service = await startPushServiceStandIn();
  processors = createProcessors({
    db: database.db,
    mailer: createMailer({ smtpUrl: null, dir: '/nonexistent', from: 'x@example.com' }),
    log,
    shopInbox: null,
    push: webPushSender(vapid, { agent: service.agent }),
  });
  orderId += 1;
});
afterEach(async () => {
  await service.close();
});

/** A device that opted in, stored as the api stores it. */
async function optedIn(
  topic: 'order' | 'kitchen' | 'driver',
  options: { orderId?: number; userId?: number; language?: 'en' | 'nl' } = {},
): Promise<TestDevice & { rowId: number }> {
  const device = service.device();
  const [row] = await database.db
    .insert(pushSubscriptions)
    .values({
      topic,
      orderId: options.orderId ?? null,
      userId: options.userId ?? null,
      endpoint: device.subscription.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
      language: options.language ?? 'en',
    })
    .returning();
  return { ...device, rowId: row!.id };
}

/** The push jobs an order move asks for. */
function pushJobs(move: Parameters<typeof orderMoved>[0], data = {}): JobRequest[] {
  return jobsFor(orderMoved(move, { orderId, ...data })).filter((j) => j.queue === 'push');
}

const run = (job: JobRequest, attempt = 1) =>
  runJob(processors, job, { jobId: job.jobId, attempt });

const pushesTo = (device: TestDevice) => service.received.filter((p) => p.deviceId === device.id);

describe('a customer’s devices', () => {
  it('when the order is accepted, on its way and delivered, then each device gets each push once, in its language, readable only with its keys', async () => {
    const english = await optedIn('order', { orderId });
    const dutch = await optedIn('order', { orderId, language: 'nl' });
    const otherOrder = await optedIn('order', { orderId: orderId + 1000 });

    for (const move of ['pay', 'accept', 'ready', 'pick-up', 'deliver'] as const) {
      for (const job of pushJobs(move)) await run(job);
    }

    const statuses = (device: TestDevice) =>
      pushesTo(device).map((p) => PushPayload.parse(p.payload).status);
    expect(statuses(english)).toEqual(['accepted', 'on_its_way', 'delivered']);
    expect(statuses(dutch)).toEqual(['accepted', 'on_its_way', 'delivered']);
    expect(pushesTo(otherOrder)).toEqual([]);
    expect(pushesTo(dutch)[0]!.payload).toEqual({ orderId, status: 'accepted', language: 'nl' });
    // Nothing but the order's number and status: no name, address or text.
    for (const push of service.received) {
      expect(Object.keys(push.payload as object).sort()).toEqual(['language', 'orderId', 'status']);
      expect(push.vapidKey).toBe(vapid.publicKey);
      expect(push.topic).toBe(`order-${orderId}`);
    }
    expect(pushesTo(english).map((p) => [p.ttl, p.urgency])).toEqual([
      [3600, 'normal'],
      [3600, 'high'],
      [1800, 'normal'],
    ]);
    // The order's last push: its devices have nothing more to hear of it.
    const left = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.orderId, orderId));
    expect(left).toEqual([]);
  });

  it('when a pickup order is collected, then the push says picked up', async () => {
    const device = await optedIn('order', { orderId });

    for (const job of pushJobs('deliver', {
      notice: {
        ...orderMoved('deliver').data.notice,
        deliveryType: 'pickup',
        barName: 'Café Hoppe',
      },
    })) {
      await run(job);
    }

    expect(pushesTo(device).map((p) => PushPayload.parse(p.payload).status)).toEqual(['picked_up']);
  });

  it('when the kitchen cancels the order, then its devices are told at once, and hear nothing more of it', async () => {
    const device = await optedIn('order', { orderId, language: 'nl' });

    for (const move of ['pay', 'accept', 'cancel'] as const) {
      for (const job of pushJobs(move)) await run(job);
    }

    expect(pushesTo(device).map((p) => [PushPayload.parse(p.payload).status, p.urgency])).toEqual([
      ['accepted', 'normal'],
      ['cancelled', 'high'],
    ]);
    const left = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.orderId, orderId));
    expect(left).toEqual([]);
  });
});

describe('exactly once per device and move', () => {
  it('when the same move is relayed twice and the job runs again, then each device gets one push', async () => {
    const a = await optedIn('order', { orderId });
    const b = await optedIn('order', { orderId });

    // Two events for one move (a relay publishing twice) give the same job id.
    const [first] = pushJobs('accept');
    const [again] = pushJobs('accept');
    expect(again!.jobId).toBe(first!.jobId);
    await run(first!);
    await run(again!, 2);

    expect(pushesTo(a)).toHaveLength(1);
    expect(pushesTo(b)).toHaveLength(1);
  });

  it('when the push service fails for one device, then the retry pushes to it alone, once', async () => {
    const fine = await optedIn('order', { orderId });
    const flaky = await optedIn('order', { orderId });
    service.answerNext(flaky.id, 503, 2);
    const runner = new InProcessJobRunner(processors, log, { backoffMs: 10 });

    for (const job of pushJobs('pick-up')) await runner.add(job);
    await runner.idle();
    await runner.close();

    expect(pushesTo(fine)).toHaveLength(1);
    expect(pushesTo(flaky)).toHaveLength(1);
    expect(service.attempts.filter((id) => id === flaky.id)).toHaveLength(3);
    expect(service.attempts.filter((id) => id === fine.id)).toHaveLength(1);
  });

  it('when a worker was stopped halfway through a job, then the next attempt pushes only to the devices it had not reached', async () => {
    const reached = await optedIn('order', { orderId });
    const claimed = await optedIn('order', { orderId });
    const waiting = await optedIn('order', { orderId });
    const [job] = pushJobs('accept');
    // What the stopped worker left: one push marked sent, the next one claimed and not sent.
    await database.db.insert(pushDeliveries).values([
      { key: `${job!.jobId}:${reached.rowId}`, status: 'sent', sentAt: new Date() },
      { key: `${job!.jobId}:${claimed.rowId}`, status: 'sending' },
    ]);

    await run(job!, 2);

    expect(pushesTo(reached)).toEqual([]);
    expect(pushesTo(claimed)).toHaveLength(1);
    expect(pushesTo(waiting)).toHaveLength(1);
    const ledger = await database.db.select().from(pushDeliveries);
    expect(ledger.filter((r) => r.key.startsWith(`${job!.jobId}:`)).map((r) => r.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
  });
});

describe('devices the push service no longer knows', () => {
  it.each([410, 404])(
    'when it answers %i, then the subscription is deleted with every topic of that browser, and the other devices still get theirs',
    async (status) => {
      const gone = await optedIn('order', { orderId });
      const staff = await createAccount(database.db, 'staff');
      // The same browser also held the kitchen's topic.
      await database.db.insert(pushSubscriptions).values({
        topic: 'kitchen',
        userId: staff.id,
        endpoint: gone.subscription.endpoint,
        p256dh: gone.subscription.keys.p256dh,
        auth: gone.subscription.keys.auth,
        language: 'en',
      });
      const alive = await optedIn('order', { orderId });
      service.answerNext(gone.id, status);

      for (const job of pushJobs('accept')) await run(job);

      const left = await database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, gone.subscription.endpoint));
      expect(left).toEqual([]);
      expect(pushesTo(alive)).toHaveLength(1);
    },
  );

  it('when the push service refuses a push (400), then it is not retried and the job succeeds', async () => {
    const refused = await optedIn('order', { orderId });
    service.answerNext(refused.id, 400, 5);
    const [job] = pushJobs('accept');

    await run(job!);
    await run(job!, 2);

    expect(service.attempts.filter((id) => id === refused.id)).toHaveLength(1);
  });
});

describe('the kitchen and the drivers', () => {
  it('when an order is paid, then the devices of staff and admins get one new-order push, and a former staff member’s none', async () => {
    const staff = await createAccount(database.db, 'staff');
    const admin = await createAccount(database.db, 'admin');
    const former = await createAccount(database.db, 'customer');
    const tablet = await optedIn('kitchen', { userId: staff.id });
    const phone = await optedIn('kitchen', { userId: admin.id, language: 'nl' });
    const leftover = await optedIn('kitchen', { userId: former.id });

    for (const job of pushJobs('pay')) {
      await run(job);
      await run(job, 2);
    }

    expect(pushesTo(tablet).map((p) => [p.payload, p.urgency, p.ttl])).toEqual([
      [{ orderId, status: 'new_order', language: 'en' }, 'high', 900],
    ]);
    expect(pushesTo(phone)).toHaveLength(1);
    expect(pushesTo(leftover)).toEqual([]);
  });

  it('when a driver is offered an order, then their devices are told until the offer ends, and not after', async () => {
    const driver = await createAccount(database.db, 'driver');
    const phone = await optedIn('driver', { userId: driver.id });
    const otherDriver = await optedIn('driver', { userId: driver.id + 1000 });
    const offer = (expiresAt: Date): EventOf<'driver.jobs-changed'> => ({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      name: 'driver.jobs-changed',
      version: 1,
      data: {
        driverId: 1,
        userId: driver.id,
        offer: { orderId, expiresAt: expiresAt.toISOString() },
      },
    });

    const [live] = jobsFor(offer(new Date(Date.now() + 60_000)));
    await run(live!);
    const expired = offer(new Date(Date.now() - 1000));
    expired.data.offer!.orderId = orderId + 1;
    const [late] = jobsFor(expired);
    await run(late!);

    const pushes = pushesTo(phone);
    expect(pushes).toHaveLength(1);
    expect(PushPayload.parse(pushes[0]!.payload)).toMatchObject({ orderId, status: 'offered' });
    expect(pushes[0]!.ttl).toBeGreaterThan(0);
    expect(pushes[0]!.ttl).toBeLessThanOrEqual(60);
    expect(pushes[0]!.urgency).toBe('high');
    expect(pushesTo(otherDriver)).toEqual([]);
    // An update to the driver's list without an offer pushes nothing.
    expect(jobsFor({ ...offer(new Date()), data: { driverId: 1, userId: driver.id } })).toEqual([]);
  });
});
