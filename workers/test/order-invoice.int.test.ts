import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainEvent } from '@shop/contracts/events';
import { jobsFor, type JobRequest } from '@shop/contracts/jobs';
import { createPostgresDatabase } from '../../api/test/databases';
import { emailDeliveries } from '../src/email/email-deliveries.tables';
import { createMailer, type Mailer } from '../src/email/mailer';
import { messageIdFor } from '../src/email/send-once';
import { createProcessors, runJob, type Processors } from '../src/processors';
import { InProcessJobRunner } from '../src/queue/in-process-runner';
import { deliveryInvoice } from './food-invoice-fixture';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const log = pino({ level: 'silent' });

/** The invoice job the relay enqueues for a paid food order. */
function invoiceJob(): JobRequest {
  const { orderId, to: _to, ...receipt } = deliveryInvoice;
  const event = DomainEvent.parse({
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'order.paid',
    version: 1,
    data: {
      kind: 'food',
      orderId,
      userId: 7,
      paymentIntentId: 'pi_test_1',
      totalCents: receipt.totalCents,
      currency: 'eur',
      paidAt: new Date().toISOString(),
      status: 'preparing',
      receipt,
    },
  });
  const jobs = jobsFor(event);
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
}

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let smtp: SmtpSink;
let mailer: Mailer;
let processors: Processors;

beforeAll(async () => {
  database = await createPostgresDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  smtp = await startSmtpSink();
  mailer = createMailer({ smtpUrl: smtp.url, dir: '', from: 'Italieno <orders@italieno.nl>' });
  processors = createProcessors({ db: database.db, mailer, log, shopInbox: null });
});
afterEach(async () => {
  await mailer.close();
  await smtp.close();
});

describe('food order invoice e-mail', () => {
  it('when a paid order’s invoice job runs twice, then the customer receives exactly one invoice', async () => {
    const job = invoiceJob();

    await runJob(processors, job, { jobId: job.jobId, attempt: 1 });
    await runJob(processors, job, { jobId: job.jobId, attempt: 2 });

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { name: '', address: 'anna@example.com' },
    ]);
    expect(mail.subject).toBe('Your Italieno invoice for order #1042');
    expect(mail.messageId).toBe(messageIdFor(job.jobId));
    expect(mail.text).toContain('Payment method: Credit/Debit Card');
    expect(mail.text).toContain('Sandwich: Panino Caprese · Drink: Beer · Sauce: Aioli');
    expect(mail.text).toContain('Total: € 41,90');
    const [row] = await database.db
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.key, job.jobId));
    expect(row).toMatchObject({ status: 'sent', recipient: 'anna@example.com' });
  });

  it('when the relay enqueues the same invoice twice and SMTP refuses once, then one invoice arrives', async () => {
    smtp.refuseNext(1);
    const runner = new InProcessJobRunner(processors, log, { backoffMs: 10 });
    const job = invoiceJob();

    await runner.add(job);
    await runner.add(job);
    await runner.idle();
    await runner.close();

    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.messageId).toBe(messageIdFor(job.jobId));
  });
});
