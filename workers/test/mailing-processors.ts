import type { Logger } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createPostgresDatabase } from '../../api/test/databases';
import { createMailer, type Mailer } from '../src/email/mailer';
import { createProcessors, type Processors } from '../src/processors';
import { startSmtpSink, type SmtpSink } from '../../infra/testing/smtp-sink';

export interface MailingProcessors {
  database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  smtp: SmtpSink;
  mailer: Mailer;
  processors: Processors;
}

/**
 * The workers' processors over a fresh PostgreSQL database for the file, sending by SMTP to a
 * sink of their own for each test. The fields are set by the file's hooks, so read them in tests.
 */
export function mailingProcessors(options: {
  log: Logger;
  shopInbox: string | null;
}): MailingProcessors {
  const bed = {} as MailingProcessors;
  beforeAll(async () => {
    bed.database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await bed.database.close();
  });
  beforeEach(async () => {
    bed.smtp = await startSmtpSink();
    bed.mailer = createMailer({
      smtpUrl: bed.smtp.url,
      dir: '',
      from: 'Italieno <orders@italieno.nl>',
    });
    bed.processors = createProcessors({
      db: bed.database.db,
      mailer: bed.mailer,
      log: options.log,
      shopInbox: options.shopInbox,
    });
  });
  afterEach(async () => {
    await bed.mailer.close();
    await bed.smtp.close();
  });
  return bed;
}
