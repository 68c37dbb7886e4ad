import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { JobRequest } from '@shop/contracts/jobs';
import type { JobContext, Processors } from '../processors';
import { InProcessJobRunner } from './in-process-runner';
import { NonRetryableJobError } from './job-errors';

const log = pino({ level: 'silent' });

function job(jobId: string): JobRequest {
  return { queue: 'email', name: 'contact-message', data: { n: jobId }, jobId };
}

/** Processors whose one handler runs `behaviour` and records every call. */
function processorsWith(behaviour: (ctx: JobContext) => Promise<void> | void) {
  const calls: JobContext[] = [];
  const unused = async () => {
    throw new Error('not used in these tests');
  };
  const processors: Processors = {
    email: {
      'contact-message': async (_data, ctx) => {
        calls.push(ctx);
        await behaviour(ctx);
      },
      'merchandise-order-confirmation': unused,
      'order-invoice': unused,
      'order-status': unused,
      'driver-password-reset': unused,
      'test-email': unused,
      'account-email': unused,
    },
    notifications: { 'order-notifications': unused },
    push: { 'web-push': unused },
  };
  return { processors, calls };
}

describe('in-process job runner', () => {
  it('when a job fails twice, then it is retried and its third attempt succeeds', async () => {
    const { processors, calls } = processorsWith(({ attempt }) => {
      if (attempt < 3) throw new Error('SMTP server busy');
    });
    const runner = new InProcessJobRunner(processors, log, { backoffMs: 1 });

    await runner.add(job('a'));
    await runner.idle();

    expect(calls).toEqual([
      { jobId: 'a', attempt: 1 },
      { jobId: 'a', attempt: 2 },
      { jobId: 'a', attempt: 3 },
    ]);
    await runner.close();
  });

  it('when a job keeps failing, then it is given up after 5 attempts and add() never throws', async () => {
    const { processors, calls } = processorsWith(() => {
      throw new Error('down');
    });
    const runner = new InProcessJobRunner(processors, log, { backoffMs: 1 });

    await expect(runner.add(job('b'))).resolves.toBeUndefined();
    await runner.idle();

    expect(calls.map((c) => c.attempt)).toEqual([1, 2, 3, 4, 5]);
    await runner.close();
  });

  it('when a job cannot succeed, then it is not retried', async () => {
    const { processors, calls } = processorsWith(() => {
      throw new NonRetryableJobError('bad payload');
    });
    const runner = new InProcessJobRunner(processors, log, { backoffMs: 1 });

    await runner.add(job('c'));
    await runner.idle();

    expect(calls).toHaveLength(1);
    await runner.close();
  });

  it('when the same job id is added again while queued, running or done, then it runs once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { processors, calls } = processorsWith(() => gate);
    const runner = new InProcessJobRunner(processors, log, { concurrency: 1 });

    await runner.add(job('d')); // starts running
    await runner.add(job('e')); // queued behind it
    await runner.add(job('d'));
    await runner.add(job('e'));
    release();
    await runner.idle();
    await runner.add(job('d'));
    await runner.add(job('e'));
    await runner.idle();

    expect(calls.map((c) => c.jobId)).toEqual(['d', 'e']);
    await runner.close();
  });

  it('when a finished job id is older than the memory, then it may run again', async () => {
    const { processors, calls } = processorsWith(() => {});
    const runner = new InProcessJobRunner(processors, log, { rememberMax: 2 });

    for (const id of ['f', 'g', 'h', 'f']) {
      await runner.add(job(id));
      await runner.idle();
    }

    expect(calls.map((c) => c.jobId)).toEqual(['f', 'g', 'h', 'f']);
    await runner.close();
  });

  it('runs no more jobs at once than its concurrency', async () => {
    let active = 0;
    let most = 0;
    const { processors } = processorsWith(async () => {
      active++;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
    });
    const runner = new InProcessJobRunner(processors, log, { concurrency: 2 });

    for (const id of ['1', '2', '3', '4', '5']) await runner.add(job(id));
    await runner.idle();

    expect(most).toBe(2);
    await runner.close();
  });

  it('idle() resolves at once when nothing was added', async () => {
    const { processors } = processorsWith(() => {});
    const runner = new InProcessJobRunner(processors, log);
    await expect(runner.idle()).resolves.toBeUndefined();
    await runner.close();
  });

  it('when closed, then it waits for the running job and refuses new ones', async () => {
    let finished = false;
    const { processors } = processorsWith(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
    });
    const runner = new InProcessJobRunner(processors, log);

    await runner.add(job('i'));
    await runner.close();

    expect(finished).toBe(true);
    await expect(runner.add(job('j'))).rejects.toThrow(/closed/);
  });
});
