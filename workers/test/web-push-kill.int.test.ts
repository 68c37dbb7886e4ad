/**
 * A workers process killed (SIGKILL) in the middle of an order's pushes, on PostgreSQL and a
 * redis-server of this file's own: BullMQ gives the job to the next process once the dead one's
 * lock runs out, and the push ledger lets that process push only to the devices still waiting.
 * The one device whose push was out when the process died gets it again, with the same Topic
 * header, so its push service replaces the copy the phone has not fetched yet.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PushPayload } from '@shop/contracts';
import { jobsFor } from '@shop/contracts/jobs';
import { startRedis } from '../../infra/testing/services';
import { createPostgresDatabase } from '../../api/test/databases';
import { generateVapidKeys } from '../src/push/push-sender';
import { pushDeliveries, pushSubscriptions } from '../src/push/push.tables';
import { BullJobSink } from '../src/queue/bull';
import { orderMoved } from './order-event-fixture';
import { startPushServiceStandIn, type PushServiceStandIn } from './push-service-standin';
import { eventually } from '../../infra/testing/eventually';

const orderId = 7100;
const vapid = generateVapidKeys();
let dir: string;
let redis: Awaited<ReturnType<typeof startRedis>>;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let service: PushServiceStandIn;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-push-kill-'));
  [redis, database, service] = await Promise.all([
    startRedis(dir),
    createPostgresDatabase(),
    startPushServiceStandIn(),
  ]);
  writeFileSync(join(dir, 'push-service.pem'), service.certificate);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await service.close();
  await database.close();
  redis.process.kill('SIGINT');
  rmSync(dir, { recursive: true, force: true });
});

/** A workers process; resolves once its workers wait for jobs. */
async function startWorkersProcess(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'workers/test/push-worker-process.ts'],
    {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: `redis://127.0.0.1:${redis.port}`,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        // The push service's certificate, as a real one's would be trusted through the system's.
        NODE_EXTRA_CA_CERTS: join(dir, 'push-service.pem'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the workers process ended (${code})`)));
  });
  return child;
}

it('when the workers process is killed halfway through an order’s pushes, then the next one pushes to the devices it had not reached, and each device has one notification', async () => {
  const devices = [service.device(), service.device(), service.device()];
  for (const device of devices) {
    await database.db.insert(pushSubscriptions).values({
      topic: 'order',
      orderId,
      endpoint: device.subscription.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
      language: 'en',
    });
  }
  const [reached, inFlight, waiting] = devices as [
    (typeof devices)[0],
    (typeof devices)[0],
    (typeof devices)[0],
  ];
  // The second device's push service takes the push and never answers: the process is killed
  // while it waits, after the push went out and before the ledger says so.
  service.holdNext(inFlight.id);

  const first = await startWorkersProcess();
  const sink = new BullJobSink(`redis://127.0.0.1:${redis.port}`, pino({ level: 'silent' }));
  const [job] = jobsFor(orderMoved('pick-up', { orderId })).filter((j) => j.queue === 'push');
  await sink.add(job!);
  await eventually(() => expect(service.attempts).toContain(inFlight.id));
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));

  await startWorkersProcess();
  const queue = new Queue('push', { connection: { port: redis.port, host: '127.0.0.1' } });
  try {
    await eventually(
      async () => expect(await queue.getJobState(job!.jobId)).toBe('completed'),
      30_000,
    );
  } finally {
    await queue.close();
    await sink.close();
  }

  const pushesTo = (device: (typeof devices)[0]) =>
    service.received.filter((push) => push.deviceId === device.id);
  expect(pushesTo(reached)).toHaveLength(1);
  expect(pushesTo(waiting)).toHaveLength(1);
  // Sent again by the next process: the same Topic, so the phone shows one notification.
  expect(pushesTo(inFlight).map((push) => push.topic)).toEqual([
    `order-${orderId}`,
    `order-${orderId}`,
  ]);
  for (const push of service.received) {
    expect(PushPayload.parse(push.payload)).toEqual({
      orderId,
      status: 'on_its_way',
      language: 'en',
    });
  }
  const ledger = await database.db
    .select({ status: pushDeliveries.status })
    .from(pushDeliveries)
    .where(like(pushDeliveries.key, `${job!.jobId}:%`));
  expect(ledger.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  const left = await database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.orderId, orderId));
  expect(left).toHaveLength(3);
}, 60_000);
