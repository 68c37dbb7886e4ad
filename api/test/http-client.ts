/**
 * A small HTTP client for tests: keeps cookies like a browser, sends JSON, and returns the
 * status, headers and parsed body. Cross-origin tests set their own Origin header.
 */
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  private cookies = new Map<string, string>();
  bearer: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    let body: string | Uint8Array | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0/i.test(a.trim()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, headers ? { headers } : {});
  }
  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json: json ?? {}, ...(headers ? { headers } : {}) });
  }
  put<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, { json: json ?? {}, ...(headers ? { headers } : {}) });
  }
  patch<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, { json: json ?? {}, ...(headers ? { headers } : {}) });
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, headers ? { headers } : {});
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}
