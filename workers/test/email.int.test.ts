import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { DomainEvent } from '@shop/contracts/events';
import { jobsFor, type ContactMessageEmail, type JobRequest } from '@shop/contracts/jobs';
import { emailDeliveries } from '../src/email/email-deliveries.tables';
import { messageIdFor } from '../src/email/send-once';
import { runJob } from '../src/processors';
import { BullJobSink, startBullWorkers, type BullWorkers } from '../src/queue/bull';
import { InProcessJobRunner } from '../src/queue/in-process-runner';
import { eventually } from '../../infra/testing/eventually';
import { mailingProcessors } from './mailing-processors';

const log = pino({ level: 'silent' });
const SHOP_INBOX = 'inbox@italieno.nl';

function contactJob(data: Partial<ContactMessageEmail> = {}): JobRequest {
  const event: DomainEvent = {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'contact.message-received',
    version: 1,
    data: {
      contactMessageId: 12,
      firstName: 'Sofia',
      lastName: 'Romano',
      email: 'sofia@example.com',
      phone: '+31 6 1234 5678',
      message: 'Can I order a birthday platter for 20 people on Saturday?',
      ...data,
    },
  };
  const [job] = jobsFor(event);
  return job!;
}

const bed = mailingProcessors({ log, shopInbox: SHOP_INBOX });

async function ledgerRow(key: string) {
  const [row] = await bed.database.db
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.key, key));
  return row;
}

describe('contact message e-mail', () => {
  it('when the job runs, then the shop inbox receives the message once, with Reply-To the customer', async () => {
    const job = contactJob();

    await runJob(bed.processors, job, { jobId: job.jobId, attempt: 1 });

    expect(bed.smtp.messages).toHaveLength(1);
    const mail = bed.smtp.messages[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { name: '', address: SHOP_INBOX },
    ]);
    expect(mail.subject).toBe('New contact message from Sofia Romano');
    expect(mail.replyTo?.value).toEqual([{ name: 'Sofia Romano', address: 'sofia@example.com' }]);
    expect(mail.messageId).toBe(messageIdFor(job.jobId));
    expect(mail.text).toContain('Name:    Sofia Romano');
    expect(mail.text).toContain('E-mail:  sofia@example.com');
    expect(mail.text).toContain('Phone:   +31 6 1234 5678');
    expect(mail.text).toContain('Can I order a birthday platter for 20 people on Saturday?');
    const row = await ledgerRow(job.jobId);
    expect(row).toMatchObject({ status: 'sent', recipient: SHOP_INBOX });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('when the same job is processed twice, then one e-mail is sent', async () => {
    const job = contactJob();

    await runJob(bed.processors, job, { jobId: job.jobId, attempt: 1 });
    await runJob(bed.processors, job, { jobId: job.jobId, attempt: 2 });

    expect(bed.smtp.messages).toHaveLength(1);
  });

  it('when an earlier run may have sent but did not record it, then the resend carries the same Message-ID', async () => {
    const job = contactJob();
    const messageId = messageIdFor(job.jobId);
    await bed.database.db.insert(emailDeliveries).values({
      key: job.jobId,
      status: 'sending',
      recipient: SHOP_INBOX,
      subject: 'New contact message from Sofia Romano',
      messageId,
    });

    await runJob(bed.processors, job, { jobId: job.jobId, attempt: 2 });

    expect(bed.smtp.messages.map((m) => m.messageId)).toEqual([messageId]);
    expect(await ledgerRow(job.jobId)).toMatchObject({ status: 'sent' });
  });

  it('when the SMTP server refuses the first attempt, then the retry sends exactly one e-mail', async () => {
    bed.smtp.refuseNext(1);
    const runner = new InProcessJobRunner(bed.processors, log, { backoffMs: 10 });
    const job = contactJob();

    await runner.add(job);
    await runner.idle();
    await runner.close();

    expect(bed.smtp.messages).toHaveLength(1);
    expect(bed.smtp.messages[0]!.messageId).toBe(messageIdFor(job.jobId));
    expect(await ledgerRow(job.jobId)).toMatchObject({ status: 'sent' });
  });
});

describe('BullMQ queues', () => {
  const redisUrl = inject('redisUrl');
  let prefix: string;
  let sink: BullJobSink;
  let workers: BullWorkers | null;
  let redis: Redis;
  let queue: Queue;

  beforeEach(() => {
    prefix = `test-${randomUUID()}`;
    sink = new BullJobSink(redisUrl, log, { prefix });
    workers = null;
    redis = new Redis(redisUrl);
    queue = new Queue('email', { connection: redis, prefix });
  });
  afterEach(async () => {
    await workers?.close();
    await sink.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await redis.quit();
  });

  const startWorkers = async () => {
    workers = await startBullWorkers({ redisUrl, processors: bed.processors, log, prefix });
  };
  const stateOf = async (jobId: string) => (await queue.getJob(jobId))?.getState();

  it('when a job goes through the queue to the workers, then the shop inbox receives one e-mail', async () => {
    await startWorkers();
    const job = contactJob();

    await sink.add(job);

    await eventually(async () => expect(await stateOf(job.jobId)).toBe('completed'));
    expect(bed.smtp.messages).toHaveLength(1);
    expect(bed.smtp.messages[0]!.subject).toBe('New contact message from Sofia Romano');
  });

  it('when the same job id is added twice, then the queue holds one job', async () => {
    const job = contactJob();

    await sink.add(job);
    await sink.add(job);

    expect(await queue.getJobCountByTypes('waiting', 'active', 'delayed', 'completed')).toBe(1);
  });

  it('when the SMTP server refuses the first attempt, then BullMQ retries and one e-mail arrives', async () => {
    bed.smtp.refuseNext(1);
    await startWorkers();
    const job = contactJob();

    await sink.add(job);

    await eventually(async () => expect(await stateOf(job.jobId)).toBe('completed'));
    expect(bed.smtp.messages).toHaveLength(1);
  });

  it('when a job breaks the contract, then it fails at once without retries', async () => {
    await startWorkers();
    const job = { ...contactJob(), data: { contactMessageId: 'not a number' } };

    await sink.add(job);

    await eventually(async () => expect(await stateOf(job.jobId)).toBe('failed'));
    expect((await queue.getJob(job.jobId))?.attemptsMade).toBe(1);
    expect(bed.smtp.messages).toHaveLength(0);
  });

  it('when Redis may evict keys and noeviction is required, then the workers refuse to start', async () => {
    await redis.config('SET', 'maxmemory-policy', 'allkeys-lru');
    try {
      await expect(
        startBullWorkers({
          redisUrl,
          processors: bed.processors,
          log,
          prefix,
          requireNoEviction: true,
        }),
      ).rejects.toThrow(/noeviction/);
    } finally {
      await redis.config('SET', 'maxmemory-policy', 'noeviction');
    }
  });
});
