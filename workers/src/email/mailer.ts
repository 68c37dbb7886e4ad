import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** An address as text ('info@italieno.nl') or with a display name. */
export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  to: MailAddress;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  /** The Message-ID header, `<…@…>`; the caller chooses it so a resend carries the same one. */
  messageId: string;
}

/** Sends e-mail. SMTP in production; a folder of .eml files on a developer's machine. */
export interface Mailer {
  send(msg: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL; without it messages are written to `dir`. */
  smtpUrl: string | null;
  dir: string;
  from: string;
}

export function createMailer(config: MailConfig): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from)
    : createFolderMailer(config.dir, config.from);
}

/**
 * Connections kept open to the mail server: as many as a workers process runs jobs at once by
 * default (WORKER_CONCURRENCY); with more, messages wait their turn for a connection.
 */
const SMTP_POOL = {
  maxConnections: 5,
  /** Then the connection is closed and a new one opened (nodemailer's default). */
  maxMessages: 100,
  /** An idle connection is closed after this, before the servers' own idle timeouts (60 s and up). */
  idleTimeout: 30_000,
} as const;

function createSmtpMailer(url: string, from: string): Mailer {
  // Pooled: a connection (with its TLS handshake and greeting) serves many messages instead of
  // one. A connection that fails is dropped and the next message gets a new one. A message whose
  // connection closed under it is not sent again by the pool (maxRequeues 0): the job fails and
  // runs again through sendOnce, which sends it again only when it was not recorded as sent.
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    ...SMTP_POOL,
    maxRequeues: 0,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    async send(msg) {
      const info = await transport.sendMail({ from, ...msg });
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Writes every message as an .eml file (open it with any mail client), so the shop runs
 * without a mail server. The file is renamed into place once complete.
 */
function createFolderMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let ready: Promise<unknown> | null = null;
  return {
    async send(msg) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const info = await transport.sendMail({ from, ...msg });
      const message = info.message;
      if (!Buffer.isBuffer(message))
        throw new Error('The stream transport did not buffer the message');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = info.messageId
        .replace('@', '_at_')
        .replace(/[^A-Za-z0-9._-]/g, '')
        .slice(0, 80);
      const file = join(dir, `${stamp}-${id}.eml`);
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, message);
      await rename(partial, file);
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}
