import { z } from 'zod';
import {
  LogLevelEnv,
  MetricsEnv,
  VapidEnv,
  metricsListen,
  readEnv,
  shopMailDir,
  unsetIfEmpty,
  vapidSettings,
  type VapidSettings,
} from '@shop/process/env';

/** The embedded shop's address on a developer's machine. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ...LogLevelEnv,
  DATABASE_URL: z.string({ error: 'required (postgresql://…)' }).url(),
  REDIS_URL: z.string({ error: 'required (redis://…)' }).url(),
  /** Outgoing mail: SMTP when set, otherwise .eml files in MAIL_DIR. */
  SMTP_URL: unsetIfEmpty(z.string().url().optional()),
  /** Defaults to the folder the api writes to in embedded mode: `mail` in DATA_DIR (.data). */
  MAIL_DIR: unsetIfEmpty(z.string().optional()),
  DATA_DIR: unsetIfEmpty(z.string().optional()),
  MAIL_FROM: z.string().default('Italieno <orders@italieno.nl>'),
  /** Where contact-form messages go. */
  SHOP_INBOX: unsetIfEmpty(z.string().email().optional()),
  /** Where customers open the shop: the e-mails' tracking links start with it. */
  PUBLIC_ORIGIN: unsetIfEmpty(
    z.url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http or https URL' }).optional(),
  ),
  /** Jobs each queue runs side by side. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  /** GET /healthz for a supervisor or an orchestrator's probe (127.0.0.1 unless HOST says so). */
  HEALTH_PORT: unsetIfEmpty(z.coerce.number().int().min(1).max(65535).optional()),
  HOST: z.string().min(1).default('127.0.0.1'),
  ...MetricsEnv,
  ...VapidEnv,
});

export interface WorkersConfig {
  env: z.infer<typeof EnvSchema>['NODE_ENV'];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  databaseUrl: string;
  redisUrl: string;
  concurrency: number;
  health: { port: number; host: string } | null;
  /** Where GET /metrics listens; null serves none. */
  metrics: { port: number; host: string } | null;
  /** The shop's origin without a trailing slash, e.g. https://italieno.nl. */
  publicOrigin: string;
  mail: { smtpUrl: string | null; dir: string; from: string; shopInbox: string | null };
  /** Web Push's keys; null sends no pushes. */
  vapid: VapidSettings | null;
}

/** Reads and checks the environment once; a bad value stops the process with a clear message. */
export function loadWorkersConfig(source: NodeJS.ProcessEnv = process.env): WorkersConfig {
  const env = readEnv(EnvSchema, source);
  let vapid: VapidSettings | null;
  try {
    vapid = vapidSettings(env);
  } catch (err) {
    throw new Error(`Invalid environment:\n  ${(err as Error).message}`, { cause: err });
  }
  return {
    vapid,
    env: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    concurrency: env.WORKER_CONCURRENCY,
    health: env.HEALTH_PORT ? { port: env.HEALTH_PORT, host: env.HOST } : null,
    metrics: metricsListen(env, null),
    publicOrigin: new URL(env.PUBLIC_ORIGIN ?? DEFAULT_PUBLIC_ORIGIN).origin,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      dir: shopMailDir(env.MAIL_DIR, env.DATA_DIR),
      from: env.MAIL_FROM,
      shopInbox: env.SHOP_INBOX ?? null,
    },
  };
}
