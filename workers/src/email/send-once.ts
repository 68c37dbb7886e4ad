import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { WorkersDb } from '../db/client';
import { emailDeliveries } from './email-deliveries.tables';
import type { MailMessage, Mailer } from './mailer';

/** The right-hand side of our Message-IDs. */
export const MESSAGE_ID_DOMAIN = 'italieno.nl';

/** The same key always gives the same Message-ID. */
export function messageIdFor(key: string): string {
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `<${digest}@${MESSAGE_ID_DOMAIN}>`;
}

export type SendOutcome = 'sent' | 'already-sent';

/** E-mails handed to the mail server, and attempts it refused, since this process started. */
export const emailTotals = { sent: 0, failed: 0 };

/**
 * How long marking a message sent keeps trying. The message is already out, so giving up means
 * a resend; this outlasts a PostgreSQL restart or failover (a few seconds) and stays well inside
 * the job's lock, which BullMQ renews while the job runs.
 */
const MARK_SENT_FOR_MS = 20_000;

/**
 * Sends `msg` once per `key` (the job id), however often the job runs: the key is claimed in
 * the email_deliveries ledger, a key already marked 'sent' is skipped, and the row is marked
 * 'sent' right after the server accepted the message.
 *
 * One window remains: the server accepted the message and the process died (or the database
 * stayed out of reach for longer than MARK_SENT_FOR_MS) before the row was marked. The next attempt finds 'sending' and cannot
 * tell whether the first message arrived, so it sends again. SMTP has no idempotency key to
 * close that window; the resend carries the same Message-ID, which lets mail clients and many
 * servers fold the two copies into one. Running the same job twice at the same moment is kept
 * out by the queue (BullMQ's job lock, the in-process runner's job ids).
 */
export async function sendOnce(
  db: WorkersDb,
  mailer: Mailer,
  key: string,
  msg: Omit<MailMessage, 'messageId'>,
): Promise<SendOutcome> {
  const messageId = messageIdFor(key);
  const claimed = await db
    .insert(emailDeliveries)
    .values({
      key,
      status: 'sending',
      recipient: typeof msg.to === 'string' ? msg.to : msg.to.address,
      subject: msg.subject,
      messageId,
    })
    .onConflictDoNothing({ target: emailDeliveries.key })
    .returning({ key: emailDeliveries.key });
  // Only a key claimed before (a job run again) needs its status read.
  if (claimed.length === 0) {
    const [row] = await db
      .select({ status: emailDeliveries.status })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.key, key));
    if (row?.status === 'sent') return 'already-sent';
  }

  try {
    await mailer.send({ ...msg, messageId });
  } catch (err) {
    emailTotals.failed += 1;
    throw err;
  }
  emailTotals.sent += 1;
  await markSent(db, key);
  return 'sent';
}

/** The message is out: a failure here must not easily turn into a resend, so keep trying. */
async function markSent(db: WorkersDb, key: string): Promise<void> {
  const deadline = Date.now() + MARK_SENT_FOR_MS;
  for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      await db
        .update(emailDeliveries)
        .set({ status: 'sent', sentAt: sql`now()` })
        .where(eq(emailDeliveries.key, key));
      return;
    } catch (err) {
      if (Date.now() + delay > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
