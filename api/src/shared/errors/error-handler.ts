import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  API_MESSAGES,
  apiMessage,
  fieldMessage,
  type PlainApiMessageCode as PlainCode,
  type ErrorBody,
  type ErrorType,
  type FieldIssue,
} from '@shop/contracts';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../../db/errors';
import { AppError, errorBody, fieldBody, issueOf, issueText } from './app-error';

/** What a client is told while PostgreSQL is restarting or out of reach. */
export const DATABASE_UNAVAILABLE_MESSAGE = API_MESSAGES.database_unavailable;
const DATABASE_RETRY_AFTER_SECONDS = 5;

const STATUS: Record<ErrorType, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payment_failed: 402,
  rate_limited: 429,
  unavailable: 503,
  unknown_error: 500,
};

export function zodErrorBody(error: ZodError): ErrorBody {
  // A Map, not an object: a field may be named 'constructor' or '__proto__'.
  const fieldIssues = new Map<string, FieldIssue[]>();
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldIssues.set(key, [...(fieldIssues.get(key) ?? []), issueOf(issue)]);
  }
  const first = error.issues[0];
  return {
    ...errorBody(
      'invalid_data',
      first ? fieldMessage('invalid_data', issueText(first)) : 'invalid_data',
    ),
    ...fieldBody(Object.fromEntries(fieldIssues)),
  };
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Errors from body-parser and friends carry a 4xx status and a type such as 'entity.parse.failed'. */
function httpErrorBody(err: HttpishError): { status: number; body: ErrorBody } | null {
  const status = err.status ?? err.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const codes: Record<string, PlainCode> = {
    'entity.parse.failed': 'malformed_json',
    'entity.too.large': 'body_too_large',
    'encoding.unsupported': 'unsupported_encoding',
    'charset.unsupported': 'unsupported_charset',
    'request.aborted': 'request_aborted',
  };
  // serve-static's answer for a file that is not there (a stale asset after a release).
  if (status === 404) return { status, body: errorBody('not_found', 'not_found') };
  const code = (err.type ? codes[err.type] : undefined) ?? 'bad_request';
  return { status, body: errorBody('invalid_data', code) };
}

/** The one place an error becomes an HTTP response. Unknown errors are logged and stay opaque. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  let status: number;
  let body: ErrorBody;
  let retryAfterSeconds: number | undefined;
  if (err instanceof ZodError) {
    status = 400;
    body = zodErrorBody(err);
  } else if (err instanceof AppError) {
    status = STATUS[err.type];
    body = { type: err.type, code: err.code, message: err.message };
    if (err.params) body.params = err.params;
    if (err.options.fieldIssues) Object.assign(body, fieldBody(err.options.fieldIssues));
    retryAfterSeconds = err.options.retryAfterSeconds;
    if (status >= 500) req.log?.warn({ err }, 'service unavailable');
  } else if (isDatabaseUnavailable(err)) {
    // A restart or a dropped connection: the client may send the request again (checkouts carry
    // an idempotency key, so a retry never places a second order).
    req.log?.warn({ err }, 'database unavailable');
    status = 503;
    body = errorBody('unavailable', 'database_unavailable');
    retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  } else {
    const http = httpErrorBody(err as HttpishError);
    if (http) {
      status = http.status;
      body = http.body;
    } else {
      req.log?.error({ err }, 'unexpected error');
      status = 500;
      body = errorBody('unknown_error', 'server_error');
    }
  }
  if (res.headersSent) return;
  if (retryAfterSeconds) res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(status).json(body);
};

export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json(
      errorBody(
        'not_found',
        apiMessage('no_such_endpoint', { method: req.method, path: `${req.baseUrl}${req.path}` }),
      ),
    );
};
