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

function createSmtpMailer(url: string, from: string): Mailer {
  // One connection per message: a job's send never reuses a socket a previous failure left behind.
  const transport = nodemailer.createTransport({
    url,
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
