import { z } from 'zod';
import {
  LogLevelEnv,
  MetricsEnv,
  allowedOrigins,
  metricsListen,
  readEnv,
  unsetIfEmpty,
} from '@shop/process/env';

const EnvSchema = z.object({
  /** The Redis the api's outbox relay publishes domain events to. */
  REDIS_URL: z.string().url({ error: 'REDIS_URL must be a redis:// URL' }),
  /** The api's PostgreSQL: drivers' profiles and jobs are read from it, their tracks written
   *  to it in batches (a pool of two connections). */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgresql:// URL' }),
  /** Shared with the api, which signs the /ws tickets with it. */
  REALTIME_SECRET: z.string().min(32, 'REALTIME_SECRET must be at least 32 characters'),
  REALTIME_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Origins a browser may open /ws from (comma separated), besides the request's own host.
   *  Unset, the api's default: the shop on localhost and 127.0.0.1 at PORT. */
  ALLOWED_ORIGINS: unsetIfEmpty(z.string().optional()),
  /** The api's port, as for the api itself: only used for the default ALLOWED_ORIGINS. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  ...LogLevelEnv,
  ...MetricsEnv,
});

export interface RealtimeConfig {
  redisUrl: string;
  databaseUrl: string;
  secret: string;
  port: number;
  host: string;
  allowedOrigins: string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Where GET /metrics listens; null serves none. */
  metrics: { port: number; host: string } | null;
}

/** Reads the gateway's environment (split mode); a bad value stops the process with a clear message. */
export function loadRealtimeConfig(source: NodeJS.ProcessEnv = process.env): RealtimeConfig {
  const env = readEnv(EnvSchema, source);
  return {
    redisUrl: env.REDIS_URL,
    databaseUrl: env.DATABASE_URL,
    secret: env.REALTIME_SECRET,
    port: env.REALTIME_PORT,
    host: env.HOST,
    allowedOrigins: allowedOrigins(env.ALLOWED_ORIGINS, env.PORT),
    logLevel: env.LOG_LEVEL,
    metrics: metricsListen(env, null),
  };
}
