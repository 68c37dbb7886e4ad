import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@shop/process/env';
import { loadConfig } from './env';

describe('mail configuration', () => {
  it('writes e-mails to .data/mail when SMTP_URL is unset', () => {
    expect(loadConfig({}).mail).toMatchObject({
      smtpUrl: null,
      dir: join(repoRoot(), '.data', 'mail'),
    });
  });

  it('treats an empty SMTP_URL, MAIL_DIR or SHOP_INBOX as unset, as `${SMTP_URL:-}` leaves them', () => {
    expect(loadConfig({ SMTP_URL: '', MAIL_DIR: '', SHOP_INBOX: '' }).mail).toMatchObject({
      smtpUrl: null,
      dir: join(repoRoot(), '.data', 'mail'),
      shopInbox: null,
    });
  });

  it('sends by SMTP when SMTP_URL is set, and refuses one that is not a URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }).mail.smtpUrl).toBe(
      'smtp://mail.example:587',
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL/);
  });

  it('puts the mail folder in DATA_DIR unless MAIL_DIR names one', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).mail.dir).toBe('/srv/shop/mail');
    expect(loadConfig({ DATA_DIR: '/srv/shop', MAIL_DIR: '/var/mail/shop' }).mail.dir).toBe(
      '/var/mail/shop',
    );
  });
});

describe('allowed origins', () => {
  it('defaults to the shop on localhost and 127.0.0.1 at PORT', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(loadConfig({ PORT: '8080', ALLOWED_ORIGINS: '' }).allowedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  it('takes ALLOWED_ORIGINS as a comma separated list', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://italieno.nl, https://www.italieno.nl' })
        .allowedOrigins,
    ).toEqual(['https://italieno.nl', 'https://www.italieno.nl']);
  });
});

describe('public origin (the e-mails link to it)', () => {
  it('defaults to the first allowed origin, that is the shop on localhost at PORT', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://italieno.nl,https://www.italieno.nl' }).publicOrigin,
    ).toBe('https://italieno.nl');
  });

  it('takes PUBLIC_ORIGIN when set, and refuses one that is not an http(s) URL', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://italieno.nl/' }).publicOrigin).toBe(
      'https://italieno.nl',
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'italieno.nl' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('the database pool', () => {
  const postgres = 'postgresql://shop@127.0.0.1:5432/shop';

  it('keeps 10 connections per api process unless DATABASE_POOL_MAX says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: postgres }).database).toEqual({
      kind: 'postgres',
      url: postgres,
      poolMax: 10,
    });
    expect(loadConfig({ DATABASE_URL: postgres, DATABASE_POOL_MAX: '20' }).database).toMatchObject({
      poolMax: 20,
    });
  });

  it('refuses a pool of no connections or of more than PostgreSQL should serve one process', () => {
    expect(() => loadConfig({ DATABASE_URL: postgres, DATABASE_POOL_MAX: '0' })).toThrow(
      /DATABASE_POOL_MAX/,
    );
    expect(() => loadConfig({ DATABASE_URL: postgres, DATABASE_POOL_MAX: '500' })).toThrow(
      /DATABASE_POOL_MAX/,
    );
  });
});
