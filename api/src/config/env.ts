import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  EMBEDDED_METRICS_PORT,
  LogLevelEnv,
  MetricsEnv,
  allowedOrigins,
  metricsListen,
  readEnv,
  repoRoot,
  shopDataDir,
  shopMailDir,
  unsetIfEmpty,
  VapidEnv,
  vapidSettings,
  type VapidSettings,
} from '@shop/process/env';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An unset variable, or one set to '' (as `${VAR:-}` in compose files does). */
const optionalSecret = unsetIfEmpty(z.string().min(1).optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  ...LogLevelEnv,
  /** PostgreSQL; without it the api uses PGlite with its data under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Connections each api process keeps to PostgreSQL (docs/operations.md "Scaling out"): every
   * request that reads or writes holds one, so a process serves at most this many at once.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Redis; without it events and jobs stay in this process with the gateway and the workers. */
  REDIS_URL: z.string().url().optional(),
  DATA_DIR: z.string().optional(),
  /** Seed the demo data into an empty database on start. */
  SEED_DEMO: bool.optional(),
  /** Shared with the realtime gateway to sign /ws tickets. Required when the gateway runs apart. */
  REALTIME_SECRET: z.string().min(32).optional(),
  /** Where the gateway listens when it runs apart; /ws upgrades are forwarded there. */
  REALTIME_URL: z.string().url().optional(),
  /** Origins allowed to call the api with cookies and to open /ws (comma separated). */
  ALLOWED_ORIGINS: z.string().optional(),
  /** Where customers open the shop, for links in e-mails; defaults to the first allowed origin. */
  PUBLIC_ORIGIN: unsetIfEmpty(
    z.url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http or https URL' }).optional(),
  ),
  COOKIE_SECURE: bool.optional(),
  /** Number of proxy hops in front of the api, for the client IP used by rate limits. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  WEB_DIST: z.string().optional(),
  /**
   * The folder older versions wrote photos to (`media` in the data folder by default): what it
   * holds is imported into the database at start. Photos now live in PostgreSQL.
   */
  MEDIA_DIR: unsetIfEmpty(z.string().optional()),
  /** Outgoing mail: SMTP when set, otherwise .eml files in MAIL_DIR. */
  SMTP_URL: unsetIfEmpty(z.string().url().optional()),
  MAIL_DIR: unsetIfEmpty(z.string().optional()),
  MAIL_FROM: z.string().default('Italieno <orders@italieno.nl>'),
  /** Where contact-form messages go; defaults to the e-mail address in the shop's settings. */
  SHOP_INBOX: unsetIfEmpty(z.string().email().optional()),
  ...VapidEnv,
  /**
   * The push services a browser's subscription may point at (host names; a name also admits
   * its subdomains), comma separated. The workers post to a subscription's address, so it is
   * never an address of the shop's own network. The default: Chrome's, Firefox's, Apple's and
   * Microsoft's.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com',
    ),
  /** Stripe; without the secret key the built-in test-mode provider takes payments offline. */
  STRIPE_SECRET_KEY: optionalSecret,
  /** Signing secret of the webhook endpoint; required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** Handed to the web for Stripe Elements; required with STRIPE_SECRET_KEY. */
  STRIPE_PUBLISHABLE_KEY: optionalSecret,
  /**
   * For testing only: the Stripe SDK talks to this base URL (stripe-mock, or the load tool's
   * stand-in) instead of api.stripe.com. Refused together with live keys.
   */
  STRIPE_API_URL: unsetIfEmpty(
    z
      .url({ protocol: /^https?$/, error: 'STRIPE_API_URL must be an http or https URL' })
      .optional(),
  ),
  /** How often unsettled payments are checked with the provider. */
  PAYMENT_RECONCILE_MINUTES: z.coerce.number().positive().max(1440).default(15),
  /** Geocoding: the embedded Amsterdam gazetteer (offline) unless a real geocoder is named. */
  GEOCODER: z.enum(['embedded', 'pdok', 'nominatim']).default('embedded'),
  /** Base URL of PDOK or Nominatim; each has a public default. Never taken from a request. */
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Sent to the geocoder; Nominatim's usage policy asks for one that identifies the shop. */
  GEOCODER_USER_AGENT: z.string().min(3).max(200).default('ItalienoShop/1.0 (orders@italieno.nl)'),
  /** Address look-ups (geocode and reverse) per minute per user or client address. */
  GEOCODE_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  /** A MapLibre style (real street tiles) for the delivery map; without it the map is offline. */
  ...MetricsEnv,
  MAP_STYLE_URL: unsetIfEmpty(
    z.url({ protocol: /^https?$/, error: 'MAP_STYLE_URL must be an http or https URL' }).optional(),
  ),
});

export type Env = z.infer<typeof EnvSchema>;

/** A setting is missing or wrong; the process stops with this message alone (no stack). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  database:
    { kind: 'postgres'; url: string; poolMax: number } | { kind: 'pglite'; dataDir: string | null };
  /** 'embedded': events, jobs, gateway and workers in this process; 'split': through Redis. */
  mode: 'embedded' | 'split';
  redisUrl: string | null;
  seedDemo: boolean;
  realtimeSecret: string;
  realtimeUrl: string | null;
  allowedOrigins: string[];
  /** The shop's origin as customers open it (no trailing slash): the e-mails link to it. */
  publicOrigin: string;
  cookieSecure: boolean;
  trustProxyHops: number;
  webDist: string | null;
  /** The older photo folder imported at start (photos are stored in the database now). */
  mediaDir: string;
  mail: { smtpUrl: string | null; dir: string; from: string; shopInbox: string | null };
  payments: PaymentsConfig;
  geocoder: GeocoderConfig;
  /** The delivery map's style URL; null for the offline style the web app ships. */
  mapStyleUrl: string | null;
  /** Where GET /metrics listens (main.ts serves it); null serves none. Embedded mode
   *  defaults to 127.0.0.1:9464, split mode serves none unless METRICS_PORT is set. */
  metrics: { port: number; host: string } | null;
  push: PushConfig;
}

export interface PushConfig {
  /** The VAPID key pair; null sends no pushes (and browsers are told so). */
  vapid: VapidSettings | null;
  /** Embedded mode without keys in the environment: where the shop makes and keeps a pair. */
  keyFile: string | null;
  /** VAPID_SUBJECT, for a pair made for the key file. */
  subject: string;
  /** Push services a subscription may point at (PUSH_SERVICE_HOSTS). */
  serviceHosts: string[];
}

export interface GeocoderConfig {
  kind: 'embedded' | 'pdok' | 'nominatim';
  /** Ends with '/'; null for the embedded geocoder. */
  baseUrl: string | null;
  timeoutMs: number;
  userAgent: string;
  /** Geocode and reverse calls per minute per user or client address. */
  perMinute: number;
}

const GEOCODER_DEFAULT_URLS = {
  pdok: 'https://api.pdok.nl/',
  nominatim: 'https://nominatim.openstreetmap.org/',
} as const;

/** The geocoder's base URL: http(s), no credentials, query or fragment, ending in '/'. */
export function geocoderBaseUrl(kind: 'pdok' | 'nominatim', configured: string | undefined) {
  const url = new URL(configured ?? GEOCODER_DEFAULT_URLS[kind]);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError('GEOCODER_URL must be an http or https URL');
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError('GEOCODER_URL must not hold credentials, a query or a fragment');
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.toString();
}

/**
 * PUBLIC_ORIGIN, or else the first allowed origin (http://localhost:$PORT unless ALLOWED_ORIGINS
 * lists the shop's real address first), without a path or trailing slash.
 */
function publicOrigin(configured: string | undefined, origins: readonly string[]): string {
  const candidate = configured ?? origins[0] ?? '';
  try {
    return new URL(candidate).origin;
  } catch {
    throw new ConfigError(
      `PUBLIC_ORIGIN is needed: the first of ALLOWED_ORIGINS (${candidate}) is not a URL`,
    );
  }
}

export type PaymentsConfig = (
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      publishableKey: string;
      /** A Stripe stand-in for tests (STRIPE_API_URL); null for api.stripe.com. */
      apiUrl: string | null;
    }
) & { reconcileMinutes: number };

function pushConfig(env: Env, mode: Config['mode'], dataDir: string): PushConfig {
  let vapid: VapidSettings | null;
  try {
    vapid = vapidSettings(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  return {
    vapid,
    keyFile: !vapid && mode === 'embedded' ? join(dataDir, 'vapid-keys.json') : null,
    subject: env.VAPID_SUBJECT,
    serviceHosts: env.PUSH_SERVICE_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** Reads and checks the environment once; a bad value stops the process with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = readEnv(EnvSchema, source, (message) => new ConfigError(message));
  const root = repoRoot();
  const dataDir = shopDataDir(env.DATA_DIR);
  const mode = env.REDIS_URL ? 'split' : 'embedded';
  if (mode === 'split' && !env.REALTIME_SECRET) {
    throw new ConfigError('REALTIME_SECRET (32+ characters) is required when REDIS_URL is set');
  }
  const payments = paymentsConfig(env);
  const origins = allowedOrigins(env.ALLOWED_ORIGINS, env.PORT);
  const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : join(root, 'web', 'dist');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    mode,
    redisUrl: env.REDIS_URL ?? null,
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    realtimeSecret: env.REALTIME_SECRET ?? randomBytes(32).toString('hex'),
    realtimeUrl: env.REALTIME_URL ?? null,
    allowedOrigins: origins,
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN, origins),
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    trustProxyHops: env.TRUST_PROXY_HOPS,
    webDist: existsSync(webDist) ? webDist : null,
    mediaDir: env.MEDIA_DIR ? resolve(root, env.MEDIA_DIR) : join(dataDir, 'media'),
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      dir: shopMailDir(env.MAIL_DIR, env.DATA_DIR),
      from: env.MAIL_FROM,
      shopInbox: env.SHOP_INBOX ?? null,
    },
    payments,
    geocoder: {
      kind: env.GEOCODER,
      baseUrl: env.GEOCODER === 'embedded' ? null : geocoderBaseUrl(env.GEOCODER, env.GEOCODER_URL),
      timeoutMs: env.GEOCODER_TIMEOUT_MS,
      userAgent: env.GEOCODER_USER_AGENT,
      perMinute: env.GEOCODE_RATE_LIMIT,
    },
    mapStyleUrl: env.MAP_STYLE_URL ?? null,
    metrics: metricsListen(env, mode === 'embedded' ? EMBEDDED_METRICS_PORT : null),
    push: pushConfig(env, mode, dataDir),
  };
}

function paymentsConfig(env: Env): PaymentsConfig {
  const reconcileMinutes = env.PAYMENT_RECONCILE_MINUTES;
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return { provider: 'test', reconcileMinutes };
  // Without the secret a webhook could not be verified; never accept unsigned events instead.
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  // Without it the web would fall back to the test-mode card form, whose routes Stripe mode lacks.
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  if (!publishableKey) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set');
  }
  // It is served to every browser: a secret key put here by mistake must never go out.
  if (!publishableKey.startsWith('pk_')) {
    throw new ConfigError("STRIPE_PUBLISHABLE_KEY must be a publishable key (starting with 'pk_')");
  }
  const live = (key: string) => /^(sk|rk|pk)_live_/.test(key);
  if (live(secretKey) !== live(publishableKey)) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be live keys or both be test keys',
    );
  }
  // A stand-in never sees real money: live keys must only ever talk to Stripe itself.
  const apiUrl = env.STRIPE_API_URL ?? null;
  if (apiUrl && (live(secretKey) || live(publishableKey))) {
    throw new ConfigError('STRIPE_API_URL is for testing only and cannot be used with live keys');
  }
  return {
    provider: 'stripe',
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    publishableKey,
    apiUrl,
    reconcileMinutes,
  };
}
