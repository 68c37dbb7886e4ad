/**
 * `make bench-mail`: the workers' CPU per e-mail handed to an SMTP server, over the shop's
 * pooled SMTP mailer (`workers/src/email/mailer.ts`) and, as the baseline, over one connection
 * per message (connect, greeting, the message, QUIT), as the workers sent until 2026-11-30.
 *
 * The messages go to a real SMTP server on loopback (the tests' sink, keeping nothing) in a process
 * of its own, five at a time as the e-mail queue runs its jobs, MAIL_BENCH_MESSAGES of them
 * (2,000) after a warm-up, in MAIL_BENCH_ROUNDS rounds (3), alternating; the median round counts.
 * The figures are the sending process's CPU per message (`process.cpuUsage`), the server's not
 * included. Prints a line per round, then one JSON line last.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { createMailer, type Mailer, type MailMessage } from '../../workers/src/email/mailer';
import { startSmtpServer } from '../testing/smtp-sink';

const MESSAGES = Number(process.env.MAIL_BENCH_MESSAGES ?? 2000);
const ROUNDS = Number(process.env.MAIL_BENCH_ROUNDS ?? 3);
const AT_ONCE = 5;
const FROM = 'Italieno <orders@italieno.nl>';

/** An invoice-sized message: about 6 KB of text and HTML. */
const message = (n: number): MailMessage => ({
  to: 'sofia@example.com',
  subject: `Your invoice for order #${n}`,
  text: 'Thank you for your order.\n'.repeat(100),
  html: `<p>${'Thank you for your order. '.repeat(150)}</p>`,
  messageId: `<bench-${n}@italieno.nl>`,
});

/** One connection per message: nodemailer's plain SMTP transport. */
function oneConnectionPerMessage(url: string): Mailer {
  const transport = nodemailer.createTransport({ url });
  return {
    async send(msg) {
      const info = await transport.sendMail({ from: FROM, ...msg });
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

/** CPU microseconds of this process per message, `count` messages `AT_ONCE` at a time. */
async function cpuPerMessage(mailer: Mailer, first: number, count: number): Promise<number> {
  const before = process.cpuUsage();
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) await mailer.send(message(first + next++));
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The SMTP server, in a child process: prints its URL, then serves until its stdin closes. */
async function serveSmtp() {
  const smtp = await startSmtpServer({ keepBytes: 0, read: () => null });
  console.log(smtp.url);
  process.stdin.resume();
  await once(process.stdin, 'end');
  console.error(`accepted ${smtp.messages.length}`);
  await smtp.close();
}

async function main() {
  const server = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), 'serve'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const [first] = (await once(server.stdout, 'data')) as [Buffer];
  const url = first.toString().trim();
  const mailers = {
    pooled: createMailer({ smtpUrl: url, dir: '', from: FROM }),
    oneConnectionPerMessage: oneConnectionPerMessage(url),
  };
  const rounds: Record<keyof typeof mailers, number[]> = {
    pooled: [],
    oneConnectionPerMessage: [],
  };
  let n = 0;
  for (const mailer of Object.values(mailers)) {
    await cpuPerMessage(mailer, n, 200);
    n += 200;
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, mailer] of Object.entries(mailers) as [keyof typeof mailers, Mailer][]) {
      const micros = await cpuPerMessage(mailer, n, MESSAGES);
      n += MESSAGES;
      rounds[name].push(micros);
      console.log(`round ${round}  ${name.padEnd(24)} ${micros.toFixed(0)} µs of CPU per message`);
    }
  }
  for (const mailer of Object.values(mailers)) await mailer.close();
  server.stdin.end();
  await once(server, 'exit');
  const pooled = median(rounds.pooled);
  const baseline = median(rounds.oneConnectionPerMessage);
  console.log(
    JSON.stringify({
      pooledMicrosPerMessage: Math.round(pooled),
      oneConnectionPerMessageMicrosPerMessage: Math.round(baseline),
      ratio: Number((pooled / baseline).toFixed(2)),
    }),
  );
}

await (process.argv[2] === 'serve' ? serveSmtp() : main());
