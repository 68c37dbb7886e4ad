/**
 * What stands between Stripe and the shop's webhook endpoint, owned by the tool: the reverse
 * proxy in front of the api processes, passing `POST /api/payment/webhook` on round robin (the
 * next process when one refuses the connection, as nginx's `proxy_next_upstream error` does). The
 * `webhook-failing` fault takes the endpoint down here, answering 503 as a proxy does for an
 * upstream in maintenance: the failure then reaches the Stripe stand-in over real HTTP, as Stripe
 * would see it, and neither the api nor the stand-in's retry logic is bent for the fault.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const WEBHOOK_PATH = '/api/payment/webhook';

export class WebhookRelay {
  /** Base urls of the api processes (set once they are up). */
  upstreams: string[] = [];
  /** Deliveries answered 503 by the fault, and passed on to an api process. */
  refused = 0;
  forwarded = 0;
  private next = 0;
  private downUntil = 0;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void this.pass(req.url ?? '', req.headers, Buffer.concat(chunks)).then(({ status, body }) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(body),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${WEBHOOK_PATH}`;
    return this;
  }

  /** The endpoint answers 503 to every delivery for `ms`. */
  async failFor(ms: number): Promise<void> {
    this.downUntil = Date.now() + ms;
    await sleep(ms);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async pass(
    path: string,
    headers: NodeJS.Dict<string | string[]>,
    body: Buffer,
  ): Promise<{ status: number; body: string }> {
    if (path !== WEBHOOK_PATH) return { status: 404, body: '{"message":"Not found"}' };
    if (Date.now() < this.downUntil) {
      this.refused++;
      return { status: 503, body: '{"message":"Service unavailable"}' };
    }
    for (let tried = 0; tried < this.upstreams.length; tried++) {
      const upstream = this.upstreams[this.next++ % this.upstreams.length]!;
      try {
        const res = await fetch(upstream + WEBHOOK_PATH, {
          method: 'POST',
          headers: {
            'content-type': String(headers['content-type'] ?? 'application/json'),
            'stripe-signature': String(headers['stripe-signature'] ?? ''),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        this.forwarded++;
        return { status: res.status, body: await res.text() };
      } catch (err) {
        // A refused connection goes to the next process; a POST that may have reached one is
        // not sent again (nginx passes on non-idempotent requests only if nothing was sent).
        const code = (err as { cause?: { code?: string } }).cause?.code;
        if (code !== 'ECONNREFUSED') return { status: 504, body: '{"message":"Gateway timeout"}' };
      }
    }
    return { status: 502, body: '{"message":"Bad gateway"}' };
  }
}
