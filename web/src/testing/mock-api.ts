import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: string;
  body: unknown;
}
export type Handler = (request: MockRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A call that never answers, to hold a page in its loading state. */
export const pending: Handler = () => new Promise<Response>(() => {});

/** The browser's answer when the server cannot be reached. */
export const offline: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * Replaces fetch with a table of answers keyed 'METHOD /path' (or just '/path' for a GET).
 * A value is sent as JSON with status 200, a function answers itself; anything else is a 404.
 * Call vi.unstubAllGlobals() after each test.
 */
export function mockApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const route = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (route === undefined) return json({ message: 'Not Found' }, 404);
    if (typeof route === 'function') {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return (route as Handler)({ method, url, body });
    }
    return json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
