import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@shop/process/env';
import { loadWorkersConfig } from './env';

const REQUIRED = {
  DATABASE_URL: 'postgresql://shop@127.0.0.1:5432/shop',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('workers configuration', () => {
  it('without SMTP_URL or MAIL_DIR, writes e-mails to .data/mail like the embedded shop', () => {
    expect(loadWorkersConfig(REQUIRED).mail).toEqual({
      smtpUrl: null,
      dir: join(repoRoot(), '.data', 'mail'),
      from: 'Italieno <orders@italieno.nl>',
      shopInbox: null,
    });
  });

  it('follows DATA_DIR and MAIL_DIR as the api does', () => {
    expect(loadWorkersConfig({ ...REQUIRED, DATA_DIR: '/srv/shop' }).mail.dir).toBe(
      '/srv/shop/mail',
    );
    expect(loadWorkersConfig({ ...REQUIRED, MAIL_DIR: '/var/mail/shop' }).mail.dir).toBe(
      '/var/mail/shop',
    );
    expect(loadWorkersConfig({ ...REQUIRED, MAIL_DIR: 'outbox' }).mail.dir).toBe(
      join(repoRoot(), 'outbox'),
    );
  });

  it('treats empty variables as unset, as `${SMTP_URL:-}` in the compose file leaves them', () => {
    const config = loadWorkersConfig({ ...REQUIRED, SMTP_URL: '', MAIL_DIR: '', SHOP_INBOX: '' });
    expect(config.mail).toMatchObject({
      smtpUrl: null,
      dir: join(repoRoot(), '.data', 'mail'),
      shopInbox: null,
    });
  });

  it('sends by SMTP when SMTP_URL is set', () => {
    const config = loadWorkersConfig({ ...REQUIRED, SMTP_URL: 'smtp://mail.example:587' });
    expect(config.mail.smtpUrl).toBe('smtp://mail.example:587');
  });

  it('refuses a malformed SMTP_URL, and a missing database or Redis, naming the variable', () => {
    expect(() => loadWorkersConfig({ ...REQUIRED, SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadWorkersConfig({ REDIS_URL: REQUIRED.REDIS_URL })).toThrow(
      /DATABASE_URL: required/,
    );
    expect(() => loadWorkersConfig({ DATABASE_URL: REQUIRED.DATABASE_URL })).toThrow(
      /REDIS_URL: required/,
    );
  });

  it('serves /healthz only when HEALTH_PORT is set, on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadWorkersConfig(REQUIRED).health).toBeNull();
    expect(loadWorkersConfig({ ...REQUIRED, HEALTH_PORT: '' }).health).toBeNull();
    expect(loadWorkersConfig({ ...REQUIRED, HEALTH_PORT: '3002' }).health).toEqual({
      port: 3002,
      host: '127.0.0.1',
    });
    expect(loadWorkersConfig({ ...REQUIRED, HEALTH_PORT: '3002', HOST: '0.0.0.0' }).health).toEqual(
      { port: 3002, host: '0.0.0.0' },
    );
    expect(() => loadWorkersConfig({ ...REQUIRED, HEALTH_PORT: 'soon' })).toThrow(/HEALTH_PORT/);
  });

  it('links to the shop at PUBLIC_ORIGIN, http://localhost:3000 by default', () => {
    expect(loadWorkersConfig(REQUIRED).publicOrigin).toBe('http://localhost:3000');
    expect(
      loadWorkersConfig({ ...REQUIRED, PUBLIC_ORIGIN: 'https://italieno.nl/' }).publicOrigin,
    ).toBe('https://italieno.nl');
    expect(() => loadWorkersConfig({ ...REQUIRED, PUBLIC_ORIGIN: 'italieno.nl' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
  });
});
