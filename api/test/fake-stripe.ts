import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A loopback stand-in for the Stripe API, enough for PaymentIntents: create (honouring the
 * Idempotency-Key as Stripe does) and retrieve, answering Stripe's JSON shapes. Tests point
 * the real stripe SDK at it (host/port/protocol), so no request ever leaves the machine.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: URLSearchParams;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: null | { code: string; decline_code?: string; message: string };
  created: number;
  livemode: false;
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  private readonly byKey = new Map<string, string>();
  private dropResponses = 0;
  private server: Server | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        if (this.dropResponses > 0) {
          // The request was applied but its answer is lost: the client sees a broken connection.
          this.dropResponses--;
          req.socket.destroy();
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Options for `new Stripe(key, …)` that send every call here. */
  get clientConfig() {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const };
  }

  /** The next `n` answers are lost after the request took effect. */
  dropNextResponses(n: number): void {
    this.dropResponses = n;
  }

  /** An intent that exists at "Stripe" already, e.g. created under our key before a crash. */
  seedIntent(
    fields: Partial<FakeIntent> & { amount: number },
    idempotencyKey?: string,
  ): FakeIntent {
    const intent = this.newIntent(fields);
    if (idempotencyKey) this.byKey.set(idempotencyKey, intent.id);
    return intent;
  }

  /** What a customer's bank did in the browser, as Stripe would now report it. */
  update(id: string, fields: Partial<FakeIntent>): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    Object.assign(intent, fields);
    return intent;
  }

  succeed(id: string): FakeIntent {
    const intent = this.intents.get(id)!;
    return this.update(id, { status: 'succeeded', amount_received: intent.amount });
  }

  creates(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  }

  private newIntent(fields: Partial<FakeIntent> & { amount: number }): FakeIntent {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount_received: 0,
      currency: 'eur',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: null,
      metadata: {},
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...fields,
    };
    this.intents.set(id, intent);
    return intent;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = new URLSearchParams(Buffer.concat(chunks).toString());
    const key = req.headers['idempotency-key'];
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey: typeof key === 'string' ? key : null,
      params,
    });
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const known = typeof key === 'string' ? this.byKey.get(key) : undefined;
      if (known) return { status: 200, body: this.intents.get(known) };
      const metadata: Record<string, string> = {};
      for (const [name, value] of params) {
        const m = /^metadata\[(.+)\]$/.exec(name);
        if (m) metadata[m[1]!] = value;
      }
      const intent = this.newIntent({
        amount: Number(params.get('amount')),
        currency: params.get('currency') ?? 'eur',
        description: params.get('description'),
        metadata,
      });
      if (typeof key === 'string') this.byKey.set(key, intent.id);
      return { status: 200, body: intent };
    }
    const m = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const intent = this.intents.get(decodeURIComponent(m[1]!));
      if (intent) return { status: 200, body: intent };
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${m[1]}'`,
          },
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
    };
  }
}
