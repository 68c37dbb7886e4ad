/**
 * A workers process for the kill test (web-push-kill.int.test.ts): the shop's processors on
 * BullMQ, as `workers/src/main.ts` runs them, with a job lock of 2 s so that a killed process's
 * job goes to the next process within seconds instead of BullMQ's 30. Prints `ready` once its
 * workers wait for jobs. DATABASE_URL, REDIS_URL, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY.
 */
import { pino } from 'pino';
import { openWorkersDatabase } from '../src/db/client';
import { createMailer } from '../src/email/mailer';
import { createProcessors } from '../src/processors';
import { webPushSender } from '../src/push/push-sender';
import { startBullWorkers } from '../src/queue/bull';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const log = pino({ level: 'warn' });
const database = openWorkersDatabase(env('DATABASE_URL'), log);
await startBullWorkers({
  redisUrl: env('REDIS_URL'),
  processors: createProcessors({
    db: database.db,
    mailer: createMailer({ smtpUrl: null, dir: '/nonexistent', from: 'orders@italieno.nl' }),
    log,
    shopInbox: null,
    push: webPushSender({
      publicKey: env('VAPID_PUBLIC_KEY'),
      privateKey: env('VAPID_PRIVATE_KEY'),
      subject: 'mailto:orders@italieno.nl',
    }),
  }),
  log,
  lockDurationMs: 2_000,
});
process.stdout.write('ready\n');
