import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../src/email/mailer';
import { eventually } from '../../infra/testing/eventually';
import { startSmtpSink, type SmtpSink } from '../../infra/testing/smtp-sink';

const message = (n: number) => ({
  to: 'sofia@example.com',
  subject: `Order #${1000 + n}`,
  text: 'Your order is on its way.',
  messageId: `<smtp-mailer-${n}@italieno.nl>`,
});

describe('the SMTP mailer', () => {
  let smtp: SmtpSink;
  let mailer: Mailer;

  beforeEach(async () => {
    smtp = await startSmtpSink();
    mailer = createMailer({ smtpUrl: smtp.url, dir: '', from: 'Italieno <orders@italieno.nl>' });
  });

  afterEach(async () => {
    await mailer.close();
    await smtp.close();
  });

  it('sends one message after another over the connection it keeps open', async () => {
    for (let n = 1; n <= 4; n++) await mailer.send(message(n));
    expect(smtp.messages.map((m) => m.subject)).toEqual([
      'Order #1001',
      'Order #1002',
      'Order #1003',
      'Order #1004',
    ]);
    expect(smtp.messages.map((m) => m.messageId)).toEqual([
      '<smtp-mailer-1@italieno.nl>',
      '<smtp-mailer-2@italieno.nl>',
      '<smtp-mailer-3@italieno.nl>',
      '<smtp-mailer-4@italieno.nl>',
    ]);
    expect(smtp.connectionsOpened()).toBe(1);
  });

  it('fails a message the server refuses, and sends the next one', async () => {
    smtp.refuseNext(1);
    await expect(mailer.send(message(1))).rejects.toThrow(/451/);
    await mailer.send(message(2));
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Order #1002']);
  });

  it('when the server ends the kept connection, then the next message goes out on a new one', async () => {
    await mailer.send(message(1));
    smtp.dropConnections();
    // The pool hears the 421 and lets the connection go; a message sent meanwhile may fail and is
    // sent again by its job, so wait for the pool to have none before sending.
    await eventually(async () => {
      await mailer.send(message(2));
    });
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Order #1001', 'Order #1002']);
    expect(smtp.connectionsOpened()).toBe(2);
  });
});
