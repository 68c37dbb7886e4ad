import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { DomainEvent } from '@shop/contracts/events';
import { jobsFor, type JobRequest } from '@shop/contracts/jobs';
import { emailDeliveries } from '../src/email/email-deliveries.tables';
import { messageIdFor } from '../src/email/send-once';
import { runJob } from '../src/processors';
import { InProcessJobRunner } from '../src/queue/in-process-runner';
import { deliveryInvoice } from './food-invoice-fixture';
import { mailingProcessors } from './mailing-processors';

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

const bed = mailingProcessors({ log, shopInbox: null });

describe('food order invoice e-mail', () => {
  it('when a paid order’s invoice job runs twice, then the customer receives exactly one invoice', async () => {
    const job = invoiceJob();

    await runJob(bed.processors, job, { jobId: job.jobId, attempt: 1 });
    await runJob(bed.processors, job, { jobId: job.jobId, attempt: 2 });

    expect(bed.smtp.messages).toHaveLength(1);
    const mail = bed.smtp.messages[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { name: '', address: 'anna@example.com' },
    ]);
    expect(mail.subject).toBe('Your Italieno invoice for order #1042');
    expect(mail.messageId).toBe(messageIdFor(job.jobId));
    expect(mail.text).toContain('Payment method: Credit/Debit Card');
    expect(mail.text).toContain('Sandwich: Panino Caprese · Drink: Beer · Sauce: Aioli');
    expect(mail.text).toContain('Total: € 41,90');
    const [row] = await bed.database.db
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.key, job.jobId));
    expect(row).toMatchObject({ status: 'sent', recipient: 'anna@example.com' });
  });

  it('when the relay enqueues the same invoice twice and SMTP refuses once, then one invoice arrives', async () => {
    bed.smtp.refuseNext(1);
    const runner = new InProcessJobRunner(bed.processors, log, { backoffMs: 10 });
    const job = invoiceJob();

    await runner.add(job);
    await runner.add(job);
    await runner.idle();
    await runner.close();

    expect(bed.smtp.messages).toHaveLength(1);
    expect(bed.smtp.messages[0]!.messageId).toBe(messageIdFor(job.jobId));
  });
});
