import { errorTextFromBody } from '@shop/contracts';
import { currentLanguage } from '@/i18n';
import { localizeApiMessage } from '@/i18n/messages';
import { m } from '@/i18n/paraglide/messages';

/**
 * A failed call: `message` is what the user sees (the spec's global error convention), in the
 * shop's language (by the body's `code`); `body` keeps the api's answer as it came (English,
 * with its `code` and `params`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/**
 * A call that never reached the server (offline, refused, blocked): status 0, in the shop's
 * words; the browser's own error is its cause, so it is silenced as before (global-errors.ts).
 */
export const unreachable = (cause: unknown): ApiError =>
  new ApiError(0, m.common_errors_noConnection(), null, { cause });

/**
 * A failed response: its body's message in the shop's language (by the body's `code`); for a
 * response that said nothing, 'Error {status}'.
 */
export function failedResponse(res: Response, text: string): ApiError {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  const message =
    errorTextFromBody(res.statusText, text) ??
    (res.status ? m.common_errors_status({ status: res.status }) : m.common_errors_requestFailed());
  return new ApiError(res.status, localizeApiMessage(parsed, message), parsed);
}

/**
 * Where the api is: the page's own origin in the browser. The server's first paint
 * (src/first-paint) reads the public data from the api it runs in.
 */
let apiOrigin = '';
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * The one helper every call goes through: JSON content type only when there is a body, the
 * session cookie always sent. The session lives in an httpOnly cookie, never in storage that
 * scripts can read, so no bearer header is added here.
 */
export async function apiRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  // The api keeps the language of a checkout for the guest's e-mails.
  const headers: Record<string, string> = {
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body instanceof Blob) {
    // A file (an image) goes as the body itself, with its own type.
    headers['Content-Type'] = body.type || 'application/octet-stream';
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`${apiOrigin}${url}`, init);
  } catch (err) {
    throw unreachable(err);
  }
  const text = await res.text();
  if (!res.ok) throw failedResponse(res, text);
  return (text ? JSON.parse(text) : null) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', url, body ?? {}, options),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body ?? {}),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body ?? {}),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/** A read that treats 401 as "nobody": the spec's `on401: returnNull` reads. */
export async function getOrNull<T>(url: string): Promise<T | null> {
  try {
    return await api.get<T>(url);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}
