import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpServer<T> {
  url: string;
  /** Every message the server accepted, as `read` made it. */
  messages: T[];
  /** Refuses the next `count` messages at DATA with a temporary error (451). */
  refuseNext(count: number): void;
  /** How many connections clients have opened to it. */
  connectionsOpened(): number;
  /** Ends every open connection (421), as a server's idle timeout or restart does. */
  dropConnections(): void;
  close(): Promise<void>;
}

export type SmtpSink = SmtpServer<ParsedMail>;

/**
 * A real SMTP server that keeps what it receives, for tests: on loopback, or on the address of
 * a test host (the cluster test's mail server). Each message is parsed in full.
 */
export function startSmtpSink(host = '127.0.0.1'): Promise<SmtpSink> {
  return startSmtpServer({ host, read: (raw) => simpleParser(raw) });
}

/**
 * The SMTP server under the sinks: each accepted message's bytes go to `read`. With
 * `keepBytes`, only that much of a message is kept (the load tool reads just the headers).
 */
export async function startSmtpServer<T>({
  host = '127.0.0.1',
  keepBytes = Number.POSITIVE_INFINITY,
  read,
}: {
  host?: string;
  keepBytes?: number;
  read: (raw: Buffer) => T | Promise<T>;
}): Promise<SmtpServer<T>> {
  const messages: T[] = [];
  let refusals = 0;
  let opened = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // Closing tells the connections a mailer keeps open (421) and ends them at once, as a mail
    // server going down does, instead of waiting 30 s for them to leave.
    closeTimeout: 250,
    onConnect(_session, callback) {
      opened += 1;
      callback();
    },
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (size < keepBytes) chunks.push(chunk);
        size += chunk.length;
      });
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const err = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(err);
          return;
        }
        Promise.resolve()
          .then(() => read(Buffer.concat(chunks)))
          .then((message) => {
            messages.push(message);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host}:${port}`,
    messages,
    refuseNext(count) {
      refusals = count;
    },
    connectionsOpened: () => opened,
    dropConnections() {
      for (const connection of server.connections) {
        connection.send(421, 'Closing idle connection');
        connection.close();
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
