export type { JobSink } from './queue/job-sink';
export { InProcessJobRunner, type InProcessRunnerOptions } from './queue/in-process-runner';
export {
  BullJobSink,
  JOB_OPTIONS,
  startBullWorkers,
  type BullOptions,
  type BullWorkers,
  type BullWorkersOptions,
} from './queue/bull';
export { NonRetryableJobError } from './queue/job-errors';
export {
  createProcessors,
  runJob,
  type JobContext,
  type JobHandler,
  type ProcessorDeps,
  type Processors,
} from './processors';
export {
  createMailer,
  type MailAddress,
  type MailConfig,
  type MailMessage,
  type Mailer,
} from './email/mailer';
export { DEFAULT_SHOP_INBOX } from './email/contact-message';
export { messageIdFor, sendOnce, type SendOutcome } from './email/send-once';
export type { WorkersDb } from './db/client';
export { createPostgresPool, isDatabaseUnavailable } from './db/pool';
export {
  pruneNotifications,
  storeNotifications,
  toNotification,
  type NewNotification,
  type NotificationRow,
} from './notifications/notification-store';
export type { PublishEvents } from './notifications/order-notifications';
export { registerWorkerMetrics, type JobCounts } from './metrics';
export {
  generateVapidKeys,
  webPushSender,
  type PushAnswer,
  type PushMessage,
  type PushSender,
  type PushTarget,
  type VapidKeys,
} from './push/push-sender';
export { pushSubscriptions } from './push/push.tables';
