import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type Stripe from 'stripe';
import {
  copy,
  errors,
  events,
  paymentIntents,
  refundEvents,
  refunds as refundFixtures,
} from './fixtures/stripe/fixtures';

/**
 * A loopback stand-in for the Stripe API, enough for PaymentIntents (create, retrieve, and the
 * confirm Stripe.js sends from the browser) and their refunds (create, retrieve), with Stripe's
 * idempotency rules, answering the published shapes in fixtures/stripe/ with ids and
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

/** Events about a refund: the refunded charge, or the refund itself (same envelope, other type). */
export type StripeRefundEventType =
  keyof typeof refundEvents | 'refund.failed' | 'charge.refund.updated';

/** Why a card refund failed, in Stripe's words (`failure_reason`). */
export type RefundFailureReason =
  'lost_or_stolen_card' | 'expired_or_canceled_card' | 'declined' | 'unknown';

/** Stripe's test cards by number, and its test PaymentMethods, that decline (others pay). */
const DECLINING = new Set([
  '4000000000000002',
  'pm_card_chargeDeclined',
  'pm_card_visa_chargeDeclined',
]);

/** Someone who hears Stripe's events as they happen: the webhook deliveries (infra/testing). */
export type StripeEventListener = (type: StripeEventType, body: string) => void;

function metadataOf(params: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of params) {
    const m = /^metadata\[(.+)\]$/.exec(name);
    if (m) metadata[m[1]!] = value;
  }
  return metadata;
}

function invalidRequest(message: string, param: string | null, code?: string): Answer {
  return {
    status: 400,
    body: { error: { type: 'invalid_request_error', message, param, ...(code ? { code } : {}) } },
  };
}

/** Cents as Stripe's refund errors print them: `€55.85`. */
function euros(cents: number): string {
  return `€${(cents / 100).toFixed(2)}`;
}

function resourceMissing(kind: string, id: string, param: string): Answer {
  const body = copy(errors.resourceMissing);
  body.error.message = `No such ${kind}: '${id}'`;
  body.error.param = param;
  return { status: 404, body };
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, Stripe.PaymentIntent>();
  readonly refunds = new Map<string, Stripe.Refund>();
  private readonly saved = new Map<string, Saved>();
  private readonly executing = new Set<string>();
  private dropResponses = 0;
  private createDelayMs = 0;
  private refundsSucceedAtOnce = false;
  private readonly listeners: StripeEventListener[] = [];
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

  /** Called with every event a confirm makes (`payment_intent.succeeded` or `.payment_failed`). */
  onEvent(listener: StripeEventListener): void {
    this.listeners.push(listener);
  }

  /** The next `n` answers are lost after the request took effect. */
  dropNextResponses(n: number): void {
    this.dropResponses = n;
  }

  /** Creating an intent takes this long (the key stays "in progress" meanwhile). */
  slowCreates(ms: number): void {
    this.createDelayMs = ms;
  }

  /**
   * A new refund is `succeeded` in Stripe's answer (as for most card refunds in test mode) instead
   * of `pending` (the default: the bank has not confirmed it yet).
   */
  refundsSucceedImmediately(on = true): void {
    this.refundsSucceedAtOnce = on;
  }

  /** The bank's word on a pending refund, as Stripe then reports it (and sends its events). */
  settleRefund(
    id: string,
    outcome: 'succeeded' | 'failed',
    failureReason: RefundFailureReason = 'lost_or_stolen_card',
  ): Stripe.Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`no refund ${id}`);
    if (refund.status !== 'pending') throw new Error(`refund ${id} is ${refund.status}`);
    refund.status = outcome;
    if (outcome === 'failed') {
      refund.failure_reason = failureReason;
      refund.failure_balance_transaction = `txn_${randomBytes(12).toString('hex')}`;
    }
    if (refund.destination_details?.card) {
      refund.destination_details.card.reference_status =
        outcome === 'succeeded' ? 'available' : 'unavailable';
    }
    return refund;
  }

  /** The refunds made of one PaymentIntent, oldest first. */
  refundsOf(intentId: string): Stripe.Refund[] {
    return [...this.refunds.values()].filter((r) => r.payment_intent === intentId);
  }

  /**
   * A webhook body as Stripe sends it for this refund: `charge.refunded` carries the charge it
   * refunded (`refunded`, `amount_refunded`, `payment_intent`), the refund events the refund as
   * it is now.
   */
  refundEvent(type: StripeRefundEventType, refund: Stripe.Refund, id?: string): string {
    const created = Math.floor(Date.now() / 1000);
    const envelope = {
      id: id ?? `evt_${randomBytes(12).toString('hex')}`,
      created,
      request: { id: null, idempotency_key: null },
    };
    if (type === 'charge.refunded') {
      const intentId = refund.payment_intent as string;
      const intent = this.intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const event = copy(refundEvents['charge.refunded']);
      const refunded = this.refundedCents(intentId);
      Object.assign(event.data.object, {
        id: refund.charge,
        amount: intent.amount,
        amount_captured: intent.amount_received,
        amount_refunded: refunded,
        refunded: refunded >= intent.amount_received,
        currency: intent.currency,
        description: intent.description,
        metadata: { ...intent.metadata },
        payment_intent: intent.id,
        created: intent.created,
      });
      event.data.previous_attributes = {
        amount_refunded: refunded - refund.amount,
        refunded: false,
      };
      return JSON.stringify({ ...event, ...envelope });
    }
    const event = copy(refundEvents['refund.updated']);
    event.data = { object: copy(refund) };
    return JSON.stringify({ ...event, ...envelope, type });
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

  /** Every POST /v1/refunds that reached the fake, answered or not. */
  refundCreates(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
  }

  /** What the intent's charge has refunded: pending and succeeded refunds count, as at Stripe. */
  private refundedCents(intentId: string): number {
    return this.refundsOf(intentId)
      .filter((r) => r.status === 'pending' || r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);
  }

  /** POST /v1/refunds for a PaymentIntent, refused as Stripe refuses it. */
  private createRefund(params: URLSearchParams): Answer {
    const intentId = params.get('payment_intent') ?? '';
    const intent = this.intents.get(intentId);
    if (!intent) return resourceMissing('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string') {
      const body = copy(errors.refundNoSuccessfulCharge);
      body.error.message = `This PaymentIntent (${intentId}) does not have a successful charge to refund.`;
      return { status: 400, body };
    }
    const charge = intent.latest_charge;
    const left = intent.amount_received - this.refundedCents(intentId);
    if (left <= 0) {
      const body = copy(errors.refundAlreadyRefunded);
      body.error.message = `Charge ${charge} has already been refunded.`;
      return { status: 400, body };
    }
    const amount = params.has('amount') ? Number(params.get('amount')) : left;
    if (amount > left) {
      const body = copy(errors.refundAmountTooLarge);
      body.error.message = `Refund amount (${euros(amount)}) is greater than unrefunded amount on charge (${euros(left)})`;
      return { status: 400, body };
    }
    const id = `re_${randomBytes(12).toString('hex')}`;
    const refund: Stripe.Refund = {
      ...copy(refundFixtures.pending),
      id,
      amount,
      balance_transaction: `txn_${randomBytes(12).toString('hex')}`,
      charge,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      metadata: metadataOf(params),
      payment_intent: intentId,
      payment_method:
        typeof intent.payment_method === 'string'
          ? intent.payment_method
          : (intent.payment_method?.id ?? null),
      status: this.refundsSucceedAtOnce ? 'succeeded' : 'pending',
    };
    if (refund.destination_details?.card && this.refundsSucceedAtOnce) {
      refund.destination_details.card.reference_status = 'available';
    }
    this.refunds.set(id, refund);
    return { status: 200, body: refund };
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
      const intent = this.newIntent({
        amount: Number(params.get('amount')),
        currency: params.get('currency') ?? 'eur',
        description: params.get('description'),
        metadata: metadataOf(params),
      });
      return { status: 200, body: intent };
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') return this.createRefund(params);
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (method === 'POST' && confirm) return this.confirm(decodeURIComponent(confirm[1]!), params);
    const m = /^\/v1\/(payment_intents|refunds)\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && m) {
      const id = decodeURIComponent(m[2]!);
      if (m[1] === 'refunds') {
        const refund = this.refunds.get(id);
        return refund ? { status: 200, body: refund } : resourceMissing('refund', id, 'refund');
      }
      const intent = this.intents.get(id);
      if (intent) return { status: 200, body: intent };
      return resourceMissing('payment_intent', id, 'intent');
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

  /**
   * POST /v1/payment_intents/:id/confirm as Stripe.js sends it with the intent's client secret
   * and the customer's card (or a test PaymentMethod such as `pm_card_visa`): the card pays or is
   * declined (402 with the intent in the error), and the event of the outcome goes out.
   */
  private confirm(id: string, params: URLSearchParams): Answer {
    const intent = this.intents.get(id);
    if (!intent) return resourceMissing('payment_intent', id, 'intent');
    const secret = params.get('client_secret');
    if (secret !== null && secret !== intent.client_secret) {
      return invalidRequest(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        'client_secret',
      );
    }
    if (intent.status === 'succeeded') {
      return invalidRequest(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        null,
        'payment_intent_unexpected_state',
      );
    }
    const card = params.get('payment_method_data[card][number]') ?? params.get('payment_method');
    if (card !== null && DECLINING.has(card)) {
      const declined = this.decline(id, {
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      });
      this.emit('payment_intent.payment_failed', declined);
      const error = { ...copy(declined.last_payment_error)!, payment_intent: copy(declined) };
      return { status: 402, body: { error } };
    }
    const paid = this.succeed(id);
    this.emit('payment_intent.succeeded', paid);
    return { status: 200, body: paid };
  }

  private emit(type: StripeEventType, intent: Stripe.PaymentIntent): void {
    if (!this.listeners.length) return;
    const body = this.event(type, intent);
    for (const listener of this.listeners) listener(type, body);
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
