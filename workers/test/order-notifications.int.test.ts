/**
 * The order lifecycle's background work on real PostgreSQL and SMTP: notifications stored once
 * per recipient whatever the retries, pushed live once; a status e-mail sent once per kind.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_NOTIFICATIONS } from '@shop/contracts';
import type { DomainEvent } from '@shop/contracts/events';
import { jobsFor, type JobRequest } from '@shop/contracts/jobs';
import { createAccount } from '../../api/test/accounts';
import { createPostgresDatabase } from '../../api/test/databases';
import { createMailer, type Mailer } from '../src/email/mailer';
import { messageIdFor } from '../src/email/send-once';
import { NotificationPruner } from '../src/notifications/notification-store';
import { notifications } from '../src/notifications/notifications.tables';
import { createProcessors, runJob, type Processors } from '../src/processors';
import { InProcessJobRunner } from '../src/queue/in-process-runner';
import { orderMoved } from './order-event-fixture';
import { startSmtpSink, type SmtpSink } from '../../infra/testing/smtp-sink';

const log = pino({ level: 'silent' });

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let smtp: SmtpSink;
let mailer: Mailer;
let processors: Processors;
/** Each call of `publish`: the events it was handed, in order. */
let published: DomainEvent[][];
let customerId: number;
let staffId: number;
let adminId: number;

beforeAll(async () => {
  database = await createPostgresDatabase();
  customerId = (await createAccount(database.db, 'customer')).id;
  staffId = (await createAccount(database.db, 'staff')).id;
  adminId = (await createAccount(database.db, 'admin')).id;
  await createAccount(database.db, 'driver');
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  smtp = await startSmtpSink();
  mailer = createMailer({ smtpUrl: smtp.url, dir: '', from: 'Italieno <orders@italieno.nl>' });
  published = [];
  processors = createProcessors({
    db: database.db,
    mailer,
    log,
    shopInbox: null,
    publicOrigin: 'https://italieno.nl',
    publish: async (events) => {
      published.push([...events]);
    },
  });
});
afterEach(async () => {
  await mailer.close();
  await smtp.close();
});

/** The jobs the relay enqueues for an event, by queue. */
function jobsOf(event: DomainEvent) {
  const jobs = jobsFor(event);
  return {
    notifications: jobs.find((j) => j.queue === 'notifications')!,
    email: jobs.find((j) => j.queue === 'email'),
  };
}

const run = (job: JobRequest, attempt = 1) =>
  runJob(processors, job, { jobId: job.jobId, attempt });

const storedBy = (job: JobRequest) =>
  database.db
    .select()
    .from(notifications)
    .where(like(notifications.sourceKey, `${job.jobId}:%`));

describe('order notifications', () => {
  it('when a paid order’s job runs twice, then the customer and each staff and admin user get one notification, pushed once', async () => {
    const { notifications: job } = jobsOf(orderMoved('pay', { userId: customerId }));

    await run(job);
    await run(job, 2);

    const rows = await storedBy(job);
    expect(rows.map((r) => [r.userId, r.type, r.title]).sort()).toEqual(
      [
        [customerId, 'order_status_update', 'Order #1001 is paid'],
        [staffId, 'new_order', 'New order #1001'],
        [adminId, 'new_order', 'New order #1001'],
      ].sort(),
    );
    expect(rows.every((r) => !r.read && r.orderId === 1001 && r.status === 'preparing')).toBe(true);
    // All three in one hand-over (one Redis round trip); the second run stored and pushed none.
    expect(published).toHaveLength(1);
    expect(published[0]!.map((e) => e.name)).toEqual(Array(3).fill('notification.created'));
    const pushed = published[0]!.flatMap((e) =>
      e.name === 'notification.created' ? [[e.data.userId, e.data.notification.id]] : [],
    );
    expect(pushed.sort()).toEqual(rows.map((r) => [r.userId, r.id]).sort());
  });

  it('when a guest’s order moves, then nobody is notified of it but the back office on payment', async () => {
    const acceptedEvent = orderMoved('accept', { userId: null });
    const paid = jobsOf(orderMoved('pay', { userId: null })).notifications;

    // Nothing to tell anyone: the relay queues no job for it.
    expect(jobsOf(acceptedEvent).notifications).toBeUndefined();
    await run(paid);
    expect((await storedBy(paid)).map((r) => r.type)).toEqual(['new_order', 'new_order']);

    // Such a job queued by a relay of the version before runs and stores nothing.
    const accepted: JobRequest = {
      queue: 'notifications',
      name: 'order-notifications',
      data: acceptedEvent,
      jobId: `order-notifications__${acceptedEvent.id}`,
    };
    await run(accepted);
    expect(await storedBy(accepted)).toEqual([]);
  });

  it('when pushing fails, then the notification is still stored and the job succeeds', async () => {
    const publish = vi.fn().mockRejectedValue(new Error('Redis is away'));
    const quiet = createProcessors({ db: database.db, mailer, log, shopInbox: null, publish });
    const { notifications: job } = jobsOf(orderMoved('ready', { userId: customerId }));

    await runJob(quiet, job, { jobId: job.jobId, attempt: 1 });

    expect(publish).toHaveBeenCalledTimes(1);
    expect((await storedBy(job)).map((r) => r.title)).toEqual(['Order #1001 is ready']);
  });

  it(`keeps a user’s newest ${MAX_NOTIFICATIONS} notifications, pruned at most every ten seconds`, async () => {
    let now = 0;
    const pruned = createProcessors({
      db: database.db,
      mailer,
      log,
      shopInbox: null,
      notificationPruner: new NotificationPruner(log, 10_000, () => now),
    });
    const { id: userId } = await createAccount(database.db, 'customer');
    const notify = (i: number) => {
      const job = jobsOf(orderMoved('deliver', { orderId: 2000 + i, userId })).notifications;
      return runJob(pruned, job, { jobId: job.jobId, attempt: 1 });
    };
    const kept = async () =>
      (
        await database.db
          .select({ orderId: notifications.orderId })
          .from(notifications)
          .where(eq(notifications.userId, userId))
      ).map((r) => r.orderId);

    // The first job prunes (nothing to prune yet), the next ones within ten seconds do not.
    for (let i = 0; i < MAX_NOTIFICATIONS + 3; i++) await notify(i);
    expect(await kept()).toHaveLength(MAX_NOTIFICATIONS + 3);

    now += 10_000;
    await notify(MAX_NOTIFICATIONS + 3);
    const after = await kept();
    expect(after).toHaveLength(MAX_NOTIFICATIONS);
    expect(after).not.toContain(2003);
    expect(after).toContain(2004);
    expect(after).toContain(2000 + MAX_NOTIFICATIONS + 3);
  });
});

describe('order status e-mails', () => {
  it('when a job is retried after SMTP refused it, and the same move is relayed twice, then one e-mail arrives', async () => {
    smtp.refuseNext(1);
    const runner = new InProcessJobRunner(processors, log, { backoffMs: 10 });
    const first = jobsOf(orderMoved('pick-up', { userId: customerId })).email!;
    // The relay offers the same move again as a new event: the job id is per order and kind.
    const again = jobsOf(orderMoved('pick-up', { userId: customerId })).email!;
    expect(again.jobId).toBe(first.jobId);

    await runner.add(first);
    await runner.idle();
    await run(again, 1);
    await runner.close();

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.subject).toBe('Your order #1001 is on its way');
    expect(mail.messageId).toBe(messageIdFor('order-status__1001__out_for_delivery'));
    expect(mail.text).toContain('https://italieno.nl/order/1001?t=signed-token');
  });

  it('sends each kind once: confirmed, then cancelled with the refund, then refunded', async () => {
    const orderId = 3001;
    const events: DomainEvent[] = [
      orderMoved('accept', { orderId }),
      orderMoved('cancel', { orderId, reason: 'The oven broke down' }),
      {
        id: randomUUID(),
        occurredAt: new Date().toISOString(),
        name: 'order.refunded',
        version: 1,
        data: {
          orderId,
          userId: 7,
          kind: 'food',
          amountCents: 4190,
          refundedAt: new Date().toISOString(),
          notice: orderMoved('pay').data.notice,
        },
      },
    ];
    for (const event of events) {
      const email = jobsOf(event).email!;
      await run(email);
      await run(email, 2);
    }

    expect(smtp.messages.map((m) => m.subject)).toEqual([
      'Your order #3001 is confirmed',
      'Your order #3001 has been cancelled',
      'Your refund of € 41,90 for order #3001',
    ]);
    expect(smtp.messages[1]!.text).toContain('The refund of € 41,90 is on its way');
  });
});
