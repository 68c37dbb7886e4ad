import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type Stripe from 'stripe';
import { copy, errors, events, paymentIntents } from './fixtures/stripe/fixtures';

/**
 * A loopback stand-in for the Stripe API, enough for PaymentIntents: create and retrieve, with
 * Stripe's idempotency rules, answering the published shapes in fixtures/stripe/ with ids and
 * amounts filled in. Tests point the real stripe SDK at it (host/port/protocol), so no request
 * ever leaves the machine.
 *
 * Idempotency, as Stripe documents it for API v1: the first request with a key saves its status
 * and body once it starts executing; the same key with the same parameters replays them
 * (`Idempotent-Replayed: true`); with other parameters it answers 400 `idempotency_error`; while
 * the first is still executing another request with the key answers 409
 * `idempotency_key_in_use`. Neither error is saved.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: URLSearchParams;
  /** What the fake answered (0 when the answer was dropped before it was sent). */
  status: number;
}

interface Saved {
  /** Method, path and sorted parameters of the first request. */
  fingerprint: string;
  status: number;
  body: string;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Event types with a fixture, plus the other PaymentIntent events (same envelope, other type). */
export type StripeEventType =
  keyof typeof events | 'payment_intent.processing' | 'payment_intent.canceled';

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, Stripe.PaymentIntent>();
  private readonly saved = new Map<string, Saved>();
  private readonly executing = new Set<string>();
  private dropResponses = 0;
  private createDelayMs = 0;
  private server: Server | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://localhost').pathname,
        idempotencyKey:
          typeof req.headers['idempotency-key'] === 'string'
            ? req.headers['idempotency-key']
            : null,
        params: new URLSearchParams(),
        status: 0,
      };
      this.requests.push(recorded);
      void this.handle(req, recorded).then(({ status, body, headers }) => {
        if (this.dropResponses > 0) {
          // The request was applied but its answer is lost: the client sees a broken connection.
          this.dropResponses--;
          req.socket.destroy();
          return;
        }
        recorded.status = status;
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(7).toString('hex')}`,
          ...headers,
        });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
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

  /** Creating an intent takes this long (the key stays "in progress" meanwhile). */
  slowCreates(ms: number): void {
    this.createDelayMs = ms;
  }

  /** An intent that exists at "Stripe" already, e.g. paid before our order row committed. */
  seedIntent(fields: Partial<Stripe.PaymentIntent> & { amount: number }): Stripe.PaymentIntent {
    return this.newIntent(fields);
  }

  /** What a customer's bank did in the browser, as Stripe would now report it. */
  update(id: string, fields: Partial<Stripe.PaymentIntent>): Stripe.PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    Object.assign(intent, fields);
    return intent;
  }

  /** The customer paid: Stripe's succeeded intent, with its charge and payment method. */
  succeed(id: string): Stripe.PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    const model = paymentIntents.succeeded;
    return this.update(id, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: `ch_${id.slice(3)}`,
      payment_method: model.payment_method,
      last_payment_error: null,
    });
  }

  /** The card was declined: Stripe's card_declined error on an intent that may be paid again. */
  decline(id: string, reason: { declineCode: string; message: string }): Stripe.PaymentIntent {
    const error = copy(paymentIntents.cardDeclined.last_payment_error)!;
    return this.update(id, {
      status: 'requires_payment_method',
      amount_received: 0,
      latest_charge: `ch_${id.slice(3)}`,
      last_payment_error: {
        ...error,
        charge: `ch_${id.slice(3)}`,
        decline_code: reason.declineCode,
        message: reason.message,
      },
    });
  }

  /**
   * A webhook body as Stripe sends it for this intent: the event fixture with a fresh event id
   * (or the given one) and the intent as it is now (for a charge event: its charge).
   */
  event(type: StripeEventType, intent: Stripe.PaymentIntent, id?: string): string {
    const envelope = type in events ? events[type as keyof typeof events] : null;
    const event = copy(envelope ?? events['payment_intent.succeeded']) as Stripe.Event;
    event.type = type;
    event.id = id ?? `evt_${randomBytes(12).toString('hex')}`;
    event.created = Math.floor(Date.now() / 1000);
    if (type === 'charge.succeeded') {
      const charge = copy(events['charge.succeeded'].data.object);
      Object.assign(charge, {
        id: `ch_${intent.id.slice(3)}`,
        amount: intent.amount,
        amount_captured: intent.amount_received,
        currency: intent.currency,
        description: intent.description,
        metadata: { ...intent.metadata },
        payment_intent: intent.id,
        created: event.created,
      });
      if (charge.payment_method_details?.card) {
        charge.payment_method_details.card.amount_authorized = intent.amount;
      }
      event.data = { object: charge };
    } else {
      event.data = { object: copy(intent) };
    }
    return JSON.stringify(event);
  }

  creates(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  }

  private newIntent(fields: Partial<Stripe.PaymentIntent> & { amount: number }) {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: Stripe.PaymentIntent = {
      ...copy(paymentIntents.requiresPaymentMethod),
      id,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      description: null,
      metadata: {},
      ...fields,
    };
    this.intents.set(id, intent);
    return intent;
  }

  private async handle(req: IncomingMessage, recorded: RecordedRequest): Promise<Answer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = new URLSearchParams(Buffer.concat(chunks).toString());
    recorded.params = params;
    const { method, idempotencyKey: key } = recorded;

    if (method === 'POST' && key !== null) {
      const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const fingerprint = `${method} ${url.pathname} ${new URLSearchParams(sorted)}`;
      if (this.executing.has(key)) return this.keyInUse(key);
      const saved = this.saved.get(key);
      if (saved) {
        if (saved.fingerprint !== fingerprint) return this.keyReused(key);
        return { ...saved, headers: { 'idempotent-replayed': 'true', 'idempotency-key': key } };
      }
      this.executing.add(key);
      try {
        const answer = await this.route(method, url, params);
        const body = JSON.stringify(answer.body);
        this.saved.set(key, { fingerprint, status: answer.status, body });
        return { status: answer.status, body, headers: { 'idempotency-key': key } };
      } finally {
        this.executing.delete(key);
      }
    }
    return this.route(method, url, params);
  }

  private async route(method: string, url: URL, params: URLSearchParams): Promise<Answer> {
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (this.createDelayMs > 0) await new Promise((r) => setTimeout(r, this.createDelayMs));
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
      return { status: 200, body: intent };
    }
    const m = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && m) {
      const id = decodeURIComponent(m[1]!);
      const intent = this.intents.get(id);
      if (intent) return { status: 200, body: intent };
      const body = copy(errors.resourceMissing);
      body.error.message = `No such payment_intent: '${id}'`;
      return { status: 404, body };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}).`,
        },
      },
    };
  }

  private keyInUse(key: string): Answer {
    const body = copy(errors.idempotencyKeyInUse);
    body.error.message =
      'There is currently another in-progress request using this Idempotent Key (that probably ' +
      `means you submitted twice, and the other request is still going through): ${key}. ` +
      'Please try again later.';
    return { status: 409, body };
  }

  private keyReused(key: string): Answer {
    const body = copy(errors.idempotencyError);
    body.error.message =
      'Keys for idempotent requests can only be used with the same parameters they were first ' +
      `used with. Try using a key other than '${key}' if you meant to execute a different request.`;
    return { status: 400, body };
  }
}
