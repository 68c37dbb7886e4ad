import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DomainEvent } from '@shop/contracts/events';
import { jobsFor, type JobRequest } from '@shop/contracts/jobs';
import { createPostgresDatabase } from '../../api/test/databases';
import { emailPreferences } from '../src/email/email-preferences.tables';
import type { MailMessage, Mailer } from '../src/email/mailer';
import { createProcessors, runJob } from '../src/processors';

const log = pino({ level: 'silent' });
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
});
afterAll(async () => {
  await database.close();
});

function setup() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: vi.fn(async (msg: MailMessage) => {
      sent.push(msg);
      return { messageId: msg.messageId };
    }),
    close: vi.fn(),
  };
  const processors = createProcessors({
    db: database.db,
    mailer,
    log,
    shopInbox: null,
    publicOrigin: 'https://shop.example',
  });
  const run = async (job: JobRequest) =>
    runJob(processors, job, { jobId: `${job.jobId}__${randomUUID()}`, attempt: 1 });
  return { sent, run };
}

let orderId = 5000;

/** The status e-mail job the relay enqueues for a move of a signed-in customer's order. */
function statusJob(userId: number | null, move: 'deliver' | 'cancel' | 'pick-up'): JobRequest {
  orderId += 1;
  const to = { deliver: 'delivered', cancel: 'cancelled', 'pick-up': 'in_transit' } as const;
  const event = DomainEvent.parse({
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'order.status-changed',
    version: 1,
    data: {
      orderId,
      userId,
      move,
      from: 'ready',
      to: to[move],
      paymentStatus: 'paid',
      actor: { role: 'staff', userId: 1 },
      reason: null,
      prepMinutes: null,
      estimatedDelivery: null,
      notice: {
        customerName: 'Giulia',
        customerEmail: 'giulia@example.com',
        orderType: 'normal',
        deliveryType: 'delivery',
        barName: null,
        totalCents: 1575,
        trackingToken: 'tok',
      },
    },
  });
  const job = jobsFor(event).find((j) => j.name === 'order-status');
  expect(job).toBeDefined();
  return job!;
}

describe('status e-mails follow the customer’s preferences', () => {
  it('when a customer switched off "delivered", then that e-mail is not sent, but a cancellation is', async () => {
    await database.db
      .insert(emailPreferences)
      .values({ userId: 41, readyForPickup: true, outForDelivery: true, delivered: false });
    const { sent, run } = setup();
    await run(statusJob(41, 'deliver'));
    expect(sent).toHaveLength(0);
    await run(statusJob(41, 'pick-up'));
    await run(statusJob(41, 'cancel'));
    expect(sent.map((m) => m.subject)).toEqual([
      expect.stringMatching(/is on its way/),
      expect.stringMatching(/has been cancelled/),
    ]);
  });

  it('when there is no preference, or the order is a guest’s, then every e-mail goes', async () => {
    const { sent, run } = setup();
    await run(statusJob(42, 'deliver'));
    await run(statusJob(null, 'deliver'));
    expect(sent).toHaveLength(2);
  });
});

describe('account e-mails', () => {
  const accountJob = (data: object): JobRequest => {
    const event = DomainEvent.parse({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      name: 'account.email-requested',
      version: 1,
      data: {
        userId: 43,
        username: 'giulia',
        token: null,
        expiresAt: null,
        ...data,
      },
    });
    return jobsFor(event)[0]!;
  };

  it('when a new address is asked for, then the link to confirm it goes to that address', async () => {
    const { sent, run } = setup();
    await run(
      accountJob({
        kind: 'email-change',
        to: 'new@example.com',
        token: 'abc_123',
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      }),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('new@example.com');
    expect(sent[0]!.text).toContain('https://shop.example/confirm-email?token=abc_123');
  });

  it('when data was downloaded or the account deleted, then the customer is told', async () => {
    const { sent, run } = setup();
    await run(accountJob({ kind: 'data-export', to: 'giulia@example.com' }));
    await run(accountJob({ kind: 'account-deleted', to: 'giulia@example.com' }));
    expect(sent.map((m) => m.subject)).toEqual([
      'Your Italieno data was downloaded',
      'Your Italieno account has been deleted',
    ]);
  });
});
