/**
 * Environment reading shared by the shop's Node services (api, realtime gateway, workers), so
 * they agree on what an unset variable is and where the shop keeps its files. Node only: the
 * web app never imports this entry.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOG_LEVELS } from './log-context';

/**
 * A service's environment checked against its schema. A bad value stops the start with every
 * problem on a line of its own, in the error `fail` makes (the api's ConfigError).
 */
export function readEnv<T extends z.ZodType>(
  schema: T,
  source: NodeJS.ProcessEnv,
  fail: (message: string) => Error = (message) => new Error(message),
): z.output<T> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw fail(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** LOG_LEVEL, the same in every service: pino's levels, `info` when unset. */
export const LogLevelEnv = {
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
};

/**
 * A variable that counts as unset when it is empty: compose files write `VAR: ${VAR:-}`, which
 * sets VAR to '' rather than leaving it out, and '' is never a meaningful URL, path or secret.
 */
export function unsetIfEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);
}

/** The repository root, found from this file whether it runs from src/ or from a bundle in dist/. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'api', 'drizzle')) && existsSync(join(dir, 'package.json')))
      return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

/** The shop's data folder: DATA_DIR (relative to the repository root) or `.data` there. */
export function shopDataDir(configured: string | undefined): string {
  return resolve(repoRoot(), configured ?? '.data');
}

/** Where e-mails are written without SMTP: MAIL_DIR, or `mail` in the data folder. */
export function shopMailDir(mailDir: string | undefined, dataDir: string | undefined): string {
  return resolve(repoRoot(), mailDir ?? join(shopDataDir(dataDir), 'mail'));
}

/**
 * The origins a browser opens the shop from on this machine when ALLOWED_ORIGINS is not set:
 * the api's port on localhost and 127.0.0.1.
 */
export function localOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** ALLOWED_ORIGINS as a list, or the local origins of `port` when it is unset or empty. */
export function allowedOrigins(configured: string | undefined, port: number): string[] {
  const listed = (configured ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : localOrigins(port);
}

/** Where an embedded shop serves its metrics when METRICS_PORT is not set. */
export const EMBEDDED_METRICS_PORT = 9464;

/**
 * METRICS_PORT and METRICS_HOST, shared by the api, the gateway and the workers: Prometheus's
 * /metrics on a port of its own, never the public one. Unset, a split-mode process serves none
 * (several share a host); `0` turns it off everywhere.
 */
export const MetricsEnv = {
  METRICS_PORT: unsetIfEmpty(z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
};

export function metricsListen(
  env: { METRICS_PORT?: number | undefined; METRICS_HOST: string },
  defaultPort: number | null,
): { port: number; host: string } | null {
  const port = env.METRICS_PORT ?? defaultPort;
  return port ? { port, host: env.METRICS_HOST } : null;
}

/**
 * Web Push's VAPID key pair, shared by the api (which hands browsers the public key) and the
 * workers (which sign every push with the private one). Made once with `cli vapid-keys` and then
 * kept: browsers' subscriptions are bound to the public key, so a new pair silences every device
 * that opted in. Both or neither; neither turns Web Push off (split mode) or, in embedded mode,
 * uses a pair the api made and keeps in DATA_DIR.
 */
export const VapidEnv = {
  VAPID_PUBLIC_KEY: unsetIfEmpty(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be the public key `cli vapid-keys` printed (base64url)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: unsetIfEmpty(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the private key `cli vapid-keys` printed (base64url)')
      .optional(),
  ),
  /** Who push services may write to about the shop's pushes. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .default('mailto:orders@italieno.nl'),
};

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The configured pair, or null; throws when only one of the two keys is set. */
export function vapidSettings(env: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
}): VapidSettings | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  }
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT };
}
