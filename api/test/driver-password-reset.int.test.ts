/**
 * A driver's password reset end to end in the embedded shop: the request is answered, the
 * outbox relay hands the e-mail job to the worker, the e-mail carries the link, and the link
 * sets the new password once.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '@shop/workers';
import { startShop, type Shop } from '../src/shop';
import { mailerTo, wholeShopConfig } from './shop-harness';
import { createPgliteDatabase } from './databases';
import { TestClient } from './http-client';
import { driverApplication } from './driver-applications';
import { eventually } from '../../infra/testing/eventually';
import { startSmtpSink, type SmtpSink } from './smtp';

let shop: Shop;
let smtp: SmtpSink;
let mailer: Mailer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  mailer = mailerTo(smtp);
  shop = await startShop(wholeShopConfig(), {
    log: pino({ level: 'silent' }),
    database: await createPgliteDatabase(),
    mailer,
    seed: false,
  });
});

afterAll(async () => {
  await shop?.stop();
  await shop?.database.close();
  await mailer?.close();
  await smtp?.close();
});

describe('driver password reset by e-mail', () => {
  it('e-mails a link that sets the new password once', async () => {
    const client = new TestClient(shop.url);
    const body = driverApplication();
    expect((await client.post('/api/driver/register', body)).status).toBe(201);

    const asked = await client.post('/api/driver/forgot-password', { email: body.email });
    expect(asked.status).toBe(200);
    await eventually(() => expect(smtp.messages).toHaveLength(1));
    const mail = smtp.messages[0]!;
    expect(mail.subject).toBe('Reset your Italieno driver password');
    const link = /\/driver\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const reset = await client.post('/api/driver/reset-password', {
      token,
      password: 'via-the-email-1',
    });
    expect(reset.status).toBe(200);
    const again = await client.post('/api/driver/reset-password', {
      token,
      password: 'via-the-email-2',
    });
    expect(again.status).toBe(400);
    const login = await client.post('/api/driver/login', {
      username: body.username,
      password: 'via-the-email-1',
    });
    expect(login.status).toBe(200);
  });

  it('sends nothing for an address no driver uses', async () => {
    const before = smtp.messages.length;
    const res = await new TestClient(shop.url).post('/api/driver/forgot-password', {
      email: 'no-driver@example.com',
    });
    expect(res.status).toBe(200);
    await shop.relay.kick();
    expect(smtp.messages).toHaveLength(before);
  });
});
