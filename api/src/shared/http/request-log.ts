import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { REQUEST_ID_PATTERN, withLogContext } from '@shop/process/log-context';
import type { Logger } from 'pino';
import { stdSerializers } from 'pino';

export const REDACTED = '[Redacted]';

/**
 * Headers that carry a credential: the session (cookie, bearer token), the Idempotency-Key that
 * takes over a guest's order on replay, and Stripe's webhook signature.
 */
const SECRET_HEADERS = ['authorization', 'cookie', 'idempotency-key', 'stripe-signature'];

/**
 * Fields of logged objects that hold a secret wherever they appear: a payment's client secret,
 * a realtime ticket or session token, a password-reset token.
 */
const SECRET_FIELDS = ['clientSecret', 'client_secret', 'token', 'ticket', 'password'];

/** Pino redaction paths for the request log and any object logged beside it. */
export const LOG_REDACT_PATHS = [
  ...SECRET_HEADERS.map((h) => `req.headers["${h}"]`),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]),
];

/**
 * Query parameters that carry a secret: signed tracking links (`t`), realtime tickets
 * (`/ws?token=`), password-reset links (`token`), the client secret Stripe appends to the return
 * URL of a redirecting payment method, and signatures.
 */
const SECRET_QUERY_PARAMS = new Set([
  't',
  'token',
  'ticket',
  'secret',
  'signature',
  'sig',
  'client_secret',
  'payment_intent_client_secret',
  'setup_intent_client_secret',
  'idempotencykey',
  'idempotency_key',
]);

function isSecretParam(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: judge the name as it was sent
  }
  return SECRET_QUERY_PARAMS.has(name.toLowerCase());
}

/** The URL with the value of every secret query parameter replaced; the rest as it came. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const [query, fragment] = splitOnce(url.slice(at + 1), '#');
  const redacted = query
    .split('&')
    .map((pair) => {
      const [name] = splitOnce(pair, '=');
      return isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${redacted}${fragment === null ? '' : `#${fragment}`}`;
}

function splitOnce(text: string, separator: string): [string, string | null] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
}

function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, isSecretParam(k) ? REDACTED : v]),
  );
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Level = 'error' | 'info' | 'debug';

function levelOf(req: IncomingMessage, res: ServerResponse, err: unknown): Level {
  if (err || res.statusCode >= 500) return 'error';
  return res.statusCode >= 400 || !READS.has(req.method ?? 'GET') ? 'info' : 'debug';
}

declare module 'http' {
  interface IncomingMessage {
    /** The request's id, answered in X-Request-Id. */
    id: string;
    /** A logger whose lines name this request (with its method, URL and headers). */
    log: Logger;
  }
}

/**
 * The request log: one line per answer (5xx at error; 4xx and every change (POST, PUT, PATCH,
 * DELETE) at info; reads at debug), with every secret above redacted from headers, URL and
 * query, in pino-http's shape (`req`, `res`, `responseTime`, "request completed"). Each request
 * gets an id (the caller's X-Request-Id when it is a plain short one), answered in X-Request-Id
 * and carried into the events, jobs and e-mails it causes. The request is only serialised when
 * its line is written: at the usual levels most requests write none, and serialising every
 * request's headers for nothing was a cost on every call.
 */
export function requestLog(log: Logger): RequestHandler {
  // Made once: the redaction and the serializers every request line and req.log use.
  const logger = log.child(
    {},
    {
      redact: LOG_REDACT_PATHS,
      serializers: {
        req: stdSerializers.wrapRequestSerializer((req) => {
          if (typeof req.url === 'string') req.url = redactUrl(req.url);
          req.query = redactQuery(req.query) as typeof req.query;
          return req;
        }),
        res: stdSerializers.res,
        err: stdSerializers.err,
      },
    },
  );
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    let own: Logger | null = null;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      // Made on first use (an error, a warning): most requests never log through it.
      get: () => (own ??= logger.child({ req })),
    });
    if (req.url !== '/api/health') {
      const started = Date.now();
      const done = (err?: unknown) => {
        res.off('finish', done);
        res.off('close', done);
        res.off('error', done);
        const level = levelOf(req, res, err);
        if (!logger.isLevelEnabled(level)) return;
        const responseTime = Date.now() - started;
        if (err) logger[level]({ req, res, err, responseTime }, 'request errored');
        else
          logger[level](
            { req, res, responseTime },
            res.writableEnded ? 'request completed' : 'request aborted',
          );
      };
      res.on('finish', done);
      res.on('close', done);
      res.on('error', done);
    }
    withLogContext({ requestId: id }, next);
  };
}
