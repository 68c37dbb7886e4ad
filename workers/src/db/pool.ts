import pg from 'pg';
import type { Logger } from 'pino';

/** How long a request waits for a connection before it is told the database is unavailable. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** No statement of the shop runs for long; one that does is cut off rather than holding a request. */
export const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * A node-postgres pool that survives PostgreSQL going away. node-postgres emits 'error' on a
 * client whose connection drops; the pool listens only to its idle clients, so a client checked
 * out by a request or a transaction when PostgreSQL restarts would otherwise end the process with
 * an unhandled 'error' event. Every client gets a listener of its own; the pool drops broken
 * clients on release and opens new ones once PostgreSQL answers again.
 */
export function createPostgresPool(url: string, options: { max: number; log: Logger }): pg.Pool {
  const { log } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The server ends a runaway statement; the client gives up a little later if the server is gone.
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 2_000,
    keepAlive: true,
  });
  pool.on('error', (err) => log.warn({ err }, 'idle PostgreSQL connection failed'));
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn({ err }, 'PostgreSQL connection failed'));
    releaseWhenBeginFails(client as pg.PoolClient);
  });
  return pool;
}

/**
 * drizzle-orm 0.45 checks a client out for a transaction and sends BEGIN before its
 * try/finally, so when BEGIN fails (the connection was cut a moment earlier) the client is
 * never given back. Each restart of PostgreSQL would leak a connection or two until the pool
 * ran dry. This hands such a client back to the pool, marked broken, before the error travels
 * on; drizzle does nothing more with it. Only a promise-style BEGIN on a checked-out client is
 * touched: pool.query() queries with a callback and releases its own clients.
 */
function releaseWhenBeginFails(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const result = query(...args);
    if (isBegin(args[0]) && result instanceof Promise) {
      return result.catch((err: unknown) => {
        client.release(err instanceof Error ? err : new Error(String(err)));
        throw err;
      });
    }
    return result;
  };
}

function isBegin(statement: unknown): boolean {
  const text =
    typeof statement === 'string'
      ? statement
      : statement && typeof statement === 'object' && 'text' in statement
        ? String((statement as { text: unknown }).text)
        : '';
  return /^\s*begin\b/i.test(text);
}

/** PostgreSQL codes of a server that is shutting down, starting up or has dropped the session. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (also pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or in recovery)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection_exception family
  '53300', // too_many_connections
]);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when `err` (or an error in its cause chain, as drizzle wraps driver errors) says the
 * database cannot be reached right now, as opposed to a query that is wrong.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string') {
      if (UNAVAILABLE_CODES.has(e.code) || UNAVAILABLE_NODE_CODES.has(e.code)) return true;
    }
    if (
      typeof e.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((m) => e.message === m || (e.message as string).startsWith(m))
    )
      return true;
    // An AggregateError (IPv4 and IPv6 both refused) holds the reasons in `errors`.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = e.cause;
  }
  return false;
}
