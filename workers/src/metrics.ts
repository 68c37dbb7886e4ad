import type { Registry } from 'prom-client';
import { counterFromTotals, gaugeFromReading } from '@shop/process/metrics';
import { emailTotals } from './email/send-once';

export type JobCounts = Record<
  string,
  Partial<Record<'waiting' | 'active' | 'delayed' | 'failed', number>>
>;

/**
 * The workers' series: jobs per queue and state (BullMQ's counts in split mode, the in-process
 * runner's in embedded mode), stalled jobs, and e-mails sent and failed.
 */
export function registerWorkerMetrics(
  registry: Registry,
  sources: {
    jobCounts: () => Promise<JobCounts> | JobCounts;
    stalled?: () => Record<string, number>;
  },
): void {
  gaugeFromReading(
    registry,
    {
      name: 'shop_queue_jobs',
      help: 'Background jobs by queue and state',
      labelNames: ['queue', 'state'],
    },
    async () =>
      Object.entries(await sources.jobCounts()).flatMap(([queue, states]) =>
        Object.entries(states).map(([state, n]) => [{ queue, state }, n ?? 0] as const),
      ),
  );
  counterFromTotals(
    registry,
    {
      name: 'shop_queue_stalled_total',
      help: 'Jobs whose worker stopped renewing their lock (they are run again)',
      labelNames: ['queue'],
    },
    () => Object.entries(sources.stalled?.() ?? {}).map(([queue, n]) => [{ queue }, n]),
  );
  counterFromTotals(
    registry,
    {
      name: 'shop_emails_total',
      help: 'E-mails handed to the mail server, and attempts it refused',
      labelNames: ['outcome'],
    },
    () => [
      [{ outcome: 'sent' }, emailTotals.sent],
      [{ outcome: 'failed' }, emailTotals.failed],
    ],
  );
}
