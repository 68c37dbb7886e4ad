/**
 * The SMTP server the managed shop's workers send to (SMTP_URL). It keeps only what the books
 * need from each message, its Subject and Message-ID, read from the header block, so counting
 * a few hundred e-mails a second costs the generator little (no MIME parsing).
 */
import { startSmtpServer } from '../../../testing/smtp-sink';

export interface CountedMail {
  subject: string;
  messageId: string;
}

export interface SmtpCounter {
  url: string;
  messages: CountedMail[];
  close(): Promise<void>;
}

/** Subject and Message-ID from raw header lines (folded lines joined). */
export function readHeaders(raw: string): CountedMail {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { subject: header('Subject'), messageId: header('Message-ID') };
}

/** The headers are all the books read; the rest of a large message is dropped unread. */
export const startSmtpCounter = (): Promise<SmtpCounter> =>
  startSmtpServer({
    keepBytes: 64 * 1024,
    read: (raw) => readHeaders(raw.toString('utf8')),
  });
