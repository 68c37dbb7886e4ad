/**
 * The clients' HTTP: undici with keep-alive, a cookie jar per visitor (guest sessions ride on
 * cookies), an optional bearer (staff and drivers), and the api processes balanced as the
 * shop's reverse proxy does: round robin, and a request whose connection is refused goes to the
 * next process (nginx's `proxy_next_upstream error`), which is what a killed api looks like to a
 * customer behind the proxy. Each call is timed under its kind; a refusal is counted by status.
 */
import { Agent, request } from 'undici';
import type { Metrics } from '../metrics';

const agent = new Agent({ connections: 256, keepAliveTimeout: 30_000, pipelining: 1 });
const REQUEST_TIMEOUT_MS = 15_000;

/** The api processes, round robin, skipping one that refused a connection for a moment. */
export class Balancer {
  private next = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(readonly urls: string[]) {
    if (!urls.length) throw new Error('no api url to send requests to');
  }

  pick(): string {
    const now = Date.now();
    for (let i = 0; i < this.urls.length; i++) {
      const url = this.urls[this.next++ % this.urls.length]!;
      if ((this.downUntil.get(url) ?? 0) <= now) return url;
    }
    return this.urls[this.next++ % this.urls.length]!;
  }

  markDown(url: string) {
    this.downUntil.set(url, Date.now() + 2000);
  }
}

export class RequestFailed extends Error {
  constructor(
    readonly kind: string,
    readonly status: number | string,
    readonly body: unknown,
  ) {
    super(`${kind}: ${status}`);
  }
}

export interface Answer<T> {
  status: number;
  body: T;
}

const REFUSED = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

export class ApiClient {
  readonly cookies = new Map<string, string>();
  bearer: string | null = null;

  constructor(
    private readonly balancer: Balancer,
    private readonly metrics: Metrics,
  ) {}

  /**
   * One request, timed under `kind`. Answers with `expect` statuses (2xx by default) resolve;
   * anything else is counted as an error of the kind and thrown as RequestFailed.
   */
  async call<T = any>(
    kind: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    body?: unknown,
    options: { headers?: Record<string, string>; expect?: number[] } = {},
  ): Promise<Answer<T>> {
    const started = performance.now();
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    // A form is what Stripe's API (and Stripe.js) speaks; the shop's api speaks JSON.
    const form = body instanceof URLSearchParams;
    if (body !== undefined)
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      const base = this.balancer.pick();
      try {
        const res = await request(base + path, {
          method,
          headers,
          body: body === undefined ? undefined : form ? body.toString() : JSON.stringify(body),
          dispatcher: agent,
          headersTimeout: REQUEST_TIMEOUT_MS,
          bodyTimeout: REQUEST_TIMEOUT_MS,
        });
        this.keepCookies(res.headers['set-cookie']);
        const text = await res.body.text();
        const parsed = text ? safeJson(text) : null;
        const ms = performance.now() - started;
        const ok = options.expect
          ? options.expect.includes(res.statusCode)
          : res.statusCode >= 200 && res.statusCode < 300;
        if (!ok) {
          this.metrics.fail(kind, String(res.statusCode));
          throw new RequestFailed(kind, res.statusCode, parsed);
        }
        this.metrics.record(kind, ms);
        return { status: res.statusCode, body: parsed as T };
      } catch (err) {
        if (err instanceof RequestFailed) throw err;
        lastError = err;
        const code = (err as { code?: string }).code ?? '';
        if (REFUSED.has(code) && attempt === 0) {
          this.balancer.markDown(base);
          continue;
        }
        break;
      }
    }
    const code = (lastError as { code?: string }).code ?? 'error';
    const reason = code.startsWith('UND_ERR_') && code.includes('TIMEOUT') ? 'timeout' : code;
    this.metrics.fail(kind, reason);
    throw new RequestFailed(kind, reason, null);
  }

  private keepCookies(header: string | string[] | undefined) {
    for (const line of [header ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function closeHttp() {
  await agent.close();
}
