import { ZodError } from 'zod';
import type { Logger } from 'pino';
import {
  QUEUES,
  parseJobData,
  type JobData,
  type JobName,
  type QueueName,
} from '@shop/contracts/jobs';
import type { WorkersDb } from './db/client';
import { contactMessageEmail } from './email/contact-message';
import { merchandiseConfirmationEmail } from './email/merchandise-confirmation';
import { orderInvoiceEmail } from './email/order-invoice';
import { orderStatusEmail } from './email/order-status';
import { emailLanguage } from './email/language';
import { driverPasswordResetEmail } from './email/driver-password-reset';
import { testEmail } from './email/test-email';
import { accountEmail } from './email/account-email';
import { wantsStatusEmail } from './email/email-preferences';
import type { Mailer } from './email/mailer';
import { sendOnce } from './email/send-once';
import { NonRetryableJobError } from './queue/job-errors';
import { DEFAULT_PUBLIC_ORIGIN } from './config/env';
import { NotificationPruner } from './notifications/notification-store';
import { storeOrderNotifications, type PublishEvents } from './notifications/order-notifications';
import type { PushSender } from './push/push-sender';
import { sendWebPush } from './push/send-push';

export interface JobContext {
  /** Stable across retries and duplicate deliveries: the key of the job's side effects. */
  jobId: string;
  /** 1 for the first run. */
  attempt: number;
}

/** Takes the raw payload; parses it and throws NonRetryableJobError when it is unusable. */
export type JobHandler = (data: unknown, ctx: JobContext) => Promise<void>;

/** A handler per job name, per queue. */
export type Processors = { [Q in QueueName]: { [N in JobName<Q>]: JobHandler } };

export interface ProcessorDeps {
  db: WorkersDb;
  mailer: Mailer;
  log: Logger;
  /** Where contact-form messages go; null for the default inbox. */
  shopInbox: string | null;
  /** The shop's origin for links in e-mails; http://localhost:3000 when not given. */
  publicOrigin?: string;
  /**
   * Pushes stored notifications to their recipients' open tabs. Without it (tests about
   * e-mails) notifications are stored and shown on the next read, but not pushed.
   */
  publish?: PublishEvents;
  /** Web Push to the devices that opted in; without it (no VAPID keys) nothing is pushed. */
  push?: PushSender | null;
  /** When the order notifications' recipients are pruned; every ten seconds by default. */
  notificationPruner?: NotificationPruner;
}

export function createProcessors({
  db,
  mailer,
  log,
  shopInbox,
  publicOrigin = DEFAULT_PUBLIC_ORIGIN,
  publish = async () => {},
  push = null,
  notificationPruner: pruner = new NotificationPruner(log),
}: ProcessorDeps): Processors {
  return {
    email: {
      'contact-message': handler(QUEUES.email, 'contact-message', async (data, { jobId }) => {
        const outcome = await sendOnce(db, mailer, jobId, contactMessageEmail(data, shopInbox));
        log.info(
          { jobId, contactMessageId: data.contactMessageId, outcome },
          outcome === 'sent' ? 'contact message e-mailed' : 'contact message already e-mailed',
        );
      }),
      'merchandise-order-confirmation': handler(
        QUEUES.email,
        'merchandise-order-confirmation',
        async (data, { jobId }) => {
          const language = await emailLanguage(db, { orderId: data.orderId, merchandise: true });
          const outcome = await sendOnce(
            db,
            mailer,
            jobId,
            merchandiseConfirmationEmail(data, language),
          );
          log.info(
            { jobId, orderId: data.orderId, outcome },
            outcome === 'sent'
              ? 'merchandise order confirmation e-mailed'
              : 'merchandise order confirmation already e-mailed',
          );
        },
      ),
      'order-invoice': handler(QUEUES.email, 'order-invoice', async (data, { jobId }) => {
        const language = await emailLanguage(db, { orderId: data.orderId });
        const outcome = await sendOnce(db, mailer, jobId, orderInvoiceEmail(data, language));
        log.info(
          { jobId, orderId: data.orderId, outcome },
          outcome === 'sent' ? 'order invoice e-mailed' : 'order invoice already e-mailed',
        );
      }),
      'order-status': handler(QUEUES.email, 'order-status', async (data, { jobId }) => {
        if (!(await wantsStatusEmail(db, data))) {
          log.info(
            { jobId, orderId: data.orderId, kind: data.kind },
            'order status e-mail not wanted by the customer',
          );
          return;
        }
        const language = await emailLanguage(db, { userId: data.userId, orderId: data.orderId });
        const outcome = await sendOnce(
          db,
          mailer,
          jobId,
          orderStatusEmail(data, publicOrigin, language),
        );
        log.info(
          { jobId, orderId: data.orderId, kind: data.kind, outcome },
          outcome === 'sent' ? 'order status e-mailed' : 'order status already e-mailed',
        );
      }),
      'driver-password-reset': handler(
        QUEUES.email,
        'driver-password-reset',
        async (data, { jobId }) => {
          const outcome = await sendOnce(
            db,
            mailer,
            jobId,
            driverPasswordResetEmail(data, publicOrigin),
          );
          // The token stays out of the log: it opens the account for an hour.
          log.info(
            { jobId, outcome },
            outcome === 'sent' ? 'password reset e-mailed' : 'password reset already e-mailed',
          );
        },
      ),
      'test-email': handler(QUEUES.email, 'test-email', async (data, { jobId }) => {
        const outcome = await sendOnce(db, mailer, jobId, testEmail(data));
        log.info(
          { jobId, outcome },
          outcome === 'sent' ? 'test e-mail sent' : 'test e-mail already sent',
        );
      }),
      'account-email': handler(QUEUES.email, 'account-email', async (data, { jobId }) => {
        // The language travels with the request: a deleted account has no profile to read.
        const language = data.language ?? 'en';
        const outcome = await sendOnce(
          db,
          mailer,
          jobId,
          accountEmail(data, publicOrigin, language),
        );
        // The token stays out of the log: it changes the account's address for a day.
        log.info(
          { jobId, kind: data.kind, outcome },
          outcome === 'sent' ? 'account e-mail sent' : 'account e-mail already sent',
        );
      }),
    },
    notifications: {
      'order-notifications': handler(
        QUEUES.notifications,
        'order-notifications',
        async (event, { jobId }) => {
          const stored = await storeOrderNotifications({ db, log, publish, pruner }, event, jobId);
          log.info(
            { jobId, event: event.name, orderId: event.data.orderId, stored },
            'order notifications stored',
          );
        },
      ),
    },
    push: {
      'web-push': handler(QUEUES.push, 'web-push', async (data, { jobId }) => {
        if (!push) {
          log.debug({ jobId }, 'Web Push is off (no VAPID keys): nothing pushed');
          return;
        }
        const outcome = await sendWebPush({ db, sender: push, log }, data, jobId);
        log.info(
          { jobId, orderId: data.orderId, status: data.status, ...outcome },
          'web push sent',
        );
      }),
    },
  };
}

/** Wraps a typed handler: the payload is parsed with the job's contract first. */
function handler<Q extends QueueName, N extends JobName<Q>>(
  queue: Q,
  name: N,
  run: (data: JobData<Q, N>, ctx: JobContext) => Promise<void>,
): JobHandler {
  return async (raw, ctx) => {
    let data: JobData<Q, N>;
    try {
      data = parseJobData(queue, name, raw) as JobData<Q, N>;
    } catch (err) {
      const detail =
        err instanceof ZodError
          ? err.issues.map((i) => `${i.path.join('.') || '_'}: ${i.message}`).join('; ')
          : String(err);
      throw new NonRetryableJobError(`Invalid ${queue}/${name} job data: ${detail}`, {
        cause: err,
      });
    }
    return run(data, ctx);
  };
}

/** Looks up and runs the handler for a job; an unknown queue or name cannot be retried away. */
export async function runJob(
  processors: Processors,
  job: { queue: string; name: string; data: unknown },
  ctx: JobContext,
): Promise<void> {
  const handlers = (processors as Record<string, Record<string, JobHandler> | undefined>)[
    job.queue
  ];
  const run = handlers && Object.hasOwn(handlers, job.name) ? handlers[job.name] : undefined;
  if (!run) throw new NonRetryableJobError(`No processor for ${job.queue}/${job.name}`);
  await run(job.data, ctx);
}
