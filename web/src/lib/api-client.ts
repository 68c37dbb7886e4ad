import { errorTextFromBody } from '@shop/contracts';
import { currentLanguage } from '@/i18n';
import { localizeApiMessage } from '@/i18n/messages';

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
  ) {
    super(message);
    this.name = 'ApiError';
  }
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
    throw new ApiError(0, err instanceof Error ? err.message : 'Failed to fetch', null);
  }
  const text = await res.text();
  if (!res.ok) {
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    throw new ApiError(
      res.status,
      localizeApiMessage(parsed, errorTextFromBody(res.status, res.statusText, text)),
      parsed,
    );
  }
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
