import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}
type Handler =
  MockAnswer | ((body: unknown, query: URLSearchParams) => MockAnswer | Promise<MockAnswer>);

/**
 * Replaces fetch with answers per 'METHOD /path' (the query string goes to the handler, not
 * the match). Unlisted calls answer 404 with the api's error body. Returns the recorded calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: {
    method: string;
    path: string;
    query: URLSearchParams;
    body: unknown;
    headers: Headers;
  }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const [path = '', search = ''] = String(input).split('?');
    const query = new URLSearchParams(search);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query, body, headers: new Headers(init?.headers) });
    const handler = handlers[`${method} ${path}`];
    const answer = typeof handler === 'function' ? await handler(body, query) : handler;
    const status = answer?.status ?? (handler ? 200 : 404);
    const payload = answer ? answer.body : { type: 'not_found', message: 'Not found' };
    return new Response(payload === undefined ? '' : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const signedOut: MockAnswer = {
  status: 401,
  body: { type: 'unauthorized', message: 'Not authenticated' },
};

export const userAnswer = (
  role: 'customer' | 'staff' | 'admin' | 'driver',
  username = 'maria',
) => ({
  status: 200,
  body: { id: 7, username, email: `${username}@example.com`, profileImage: null, role },
});
