/**
 * The request an api call, its events, jobs and e-mails belong to, carried through async code so
 * every log line of that work names it: `grep <request id>` over the api's, the gateway's and the
 * workers' logs shows one order's whole path. Node only, like the rest of this folder.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

/** LOG_LEVEL's values: pino's levels. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A service's logger: the level LOG_LEVEL gave, the request id on each line. */
export function serviceLogger(level: LogLevel): Logger {
  return pino({ level, mixin: logMixin });
}

export interface LogContext {
  requestId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with these fields on every log line written inside it (through `logMixin`). */
export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** pino's `mixin` option: adds the current request id to each line. */
export function logMixin(): LogContext {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}

/** Request ids a caller may hand us in X-Request-Id: short, plain, never a place for data. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;
