/**
 * The SMTP server the managed shop's workers send to (SMTP_URL). It keeps only what the books
 * need from each message, its Subject and Message-ID, read from the header block, so counting
 * a few hundred e-mails a second costs the generator little (no MIME parsing).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

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

export async function startSmtpCounter(): Promise<SmtpCounter> {
  const messages: CountedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        // The headers are all the books read; the rest of a large message is dropped.
        if (size < 64 * 1024) chunks.push(chunk);
        size += chunk.length;
      });
      stream.on('end', () => {
        messages.push(readHeaders(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
