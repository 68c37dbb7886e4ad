import { createMailer, type Mailer } from '@shop/workers';
import { loadConfig, type Config } from '../src/config/env';

/**
 * The configuration of a whole shop (startShop) in a test: a free port on loopback, silent logs
 * and no web build. `env` adds what the test is about (a database, Redis, a data folder).
 */
export function wholeShopConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...env,
  });
}

/** A mailer that delivers to the test's SMTP sink, as the shop's workers send in production. */
export function mailerTo(smtp: { url: string }): Mailer {
  return createMailer({ smtpUrl: smtp.url, dir: '', from: 'Italieno <orders@italieno.nl>' });
}
