import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type Stripe from 'stripe';
import {
  copy,
  errors,
  events,
  paymentIntents,
  paymentMethods,
  refundEvents,
  refunds as refundFixtures,
} from './fixtures/stripe/fixtures';

/**
 * A loopback stand-in for the Stripe API, enough for PaymentIntents (create, retrieve with the
 * payment method expanded, and the confirm Stripe.js sends from the browser) and their refunds
 * (create, retrieve), with Stripe's idempotency rules, answering the published shapes in
 * fixtures/stripe/ with ids and amounts filled in. Tests point the real stripe SDK at it
 * (host/port/protocol), so no request ever leaves the machine.
 *
 * Redirect methods (iDEAL | Wero, Bancontact) go as at Stripe: the confirm answers
 * `requires_action` with a `redirect_to_url` to a page the fake serves, like Stripe's test
 * redirect page ("Authorize Test Payment" / "Fail Test Payment"); its answer settles the intent,
 * sends the event and redirects the browser to the `return_url` with `payment_intent`,
 * `payment_intent_client_secret` and `redirect_status`. Browsers reach the fake directly (CORS
 * is open, as Stripe's API is to publishable keys).
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

/** The payment method types the fake's confirm knows; others are refused as Stripe does. */
export type FakeMethodType = keyof typeof paymentMethods;

/** A redirect payment waiting at the fake bank page: its intent and where the browser returns. */
interface PendingRedirect {
  intentId: string;
  returnUrl: string;
}

/** What the bank page answered; `location` is where the browser goes next. */
export interface RedirectAnswer {
  location: string;
  intent: Stripe.PaymentIntent;
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

/** The values of a list parameter as Stripe's form encoding sends it: `name[0]=…&name[1]=…`. */
function listParam(params: URLSearchParams, name: string): string[] {
  const values: string[] = [];
  for (const [key, value] of params) {
    if (key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key)) values.push(value);
  }
  return values;
}

const isFakeMethod = (type: string): type is FakeMethodType => type in paymentMethods;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  /** Payment methods attached to intents, by id (what an expanded `payment_method` shows). */
  readonly methods = new Map<string, Stripe.PaymentMethod>();
  /** Redirect payments waiting at the bank page, by the nonce in the page's address. */
  private readonly redirects = new Map<string, PendingRedirect>();
  private bankProcessingMs: number | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly saved = new Map<string, Saved>();
  private readonly executing = new Set<string>();
  /** Reads of an intent to answer late, by the intent's id (`holdNextRead`). */
  private readonly heldReads = new Map<string, { arrived: () => void; released: Promise<void> }>();
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
        // Stripe's API answers browsers holding a publishable key (Stripe.js) from any origin.
        res.setHeader('access-control-allow-origin', '*');
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
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Where browsers reach the fake: its API for Stripe.js and its bank pages. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
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

  /**
   * The next read of this intent is answered as the intent stood when the read arrived, but
   * only once `release()` is called: Stripe answering slowly while the intent moves on.
   * `arrived` resolves when the read is in.
   */
  holdNextRead(id: string): { arrived: Promise<void>; release: () => void } {
    let arrived!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.heldReads.set(id, { arrived, released });
    return { arrived: inside, release };
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

  /**
   * After "Authorize Test Payment" the bank takes `ms` to confirm: the intent is `processing`
   * meanwhile (`payment_intent.processing`), then succeeds and `payment_intent.succeeded` goes
   * out. Null (the default) confirms at once, as Stripe's iDEAL test payments do.
   */
  bankConfirmsAfter(ms: number | null): void {
    this.bankProcessingMs = ms;
  }

  /** The bank page's address for an intent waiting for its redirect, or null. */
  redirectUrl(intentId: string): string | null {
    const action = this.intents.get(intentId)?.next_action;
    return action?.type === 'redirect_to_url' ? (action.redirect_to_url?.url ?? null) : null;
  }

  /**
   * The customer's answer on the bank page, as its buttons give it: the intent succeeds (or is
   * processing, see bankConfirmsAfter) or fails, its event goes out, and the answer says where
   * the browser is sent back to.
   */
  answerRedirect(nonce: string, approve: boolean): RedirectAnswer | null {
    const pending = this.redirects.get(nonce);
    const intent = pending && this.intents.get(pending.intentId);
    if (!pending || !intent || intent.status !== 'requires_action') return null;
    this.redirects.delete(nonce);
    let status: string;
    if (!approve) {
      const failed = copy(paymentIntents.redirectFailed);
      const methodType = this.methodTypeOf(intent);
      this.update(intent.id, {
        status: 'requires_payment_method',
        next_action: null,
        payment_method: null,
        last_payment_error: {
          ...failed.last_payment_error!,
          ...(methodType ? { payment_method_type: methodType } : {}),
        },
      });
      this.emit('payment_intent.payment_failed', intent);
      status = 'failed';
    } else if (this.bankProcessingMs !== null) {
      this.update(intent.id, { status: 'processing', next_action: null });
      this.emit('payment_intent.processing', intent);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (this.intents.get(intent.id)?.status !== 'processing') return;
        this.emit('payment_intent.succeeded', this.succeed(intent.id));
      }, this.bankProcessingMs);
      this.timers.add(timer);
      status = 'succeeded';
    } else {
      this.emit('payment_intent.succeeded', this.succeed(intent.id));
      status = 'succeeded';
    }
    const back = new URL(pending.returnUrl);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('payment_intent_client_secret', intent.client_secret ?? '');
    back.searchParams.set('redirect_status', status);
    return { location: back.toString(), intent };
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

  /**
   * The customer paid: Stripe's succeeded intent, with its charge and payment method (the one
   * attached at confirm, else a test card).
   */
  succeed(id: string): Stripe.PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    const method =
      typeof intent.payment_method === 'string' ? intent.payment_method : this.attach('card');
    return this.update(id, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: `ch_${id.slice(3)}`,
      payment_method: method,
      next_action: null,
      last_payment_error: null,
    });
  }

  /** A payment method of this type, as Stripe creates one from `payment_method_data`. */
  private attach(type: FakeMethodType): string {
    const method: Stripe.PaymentMethod = {
      ...copy(paymentMethods[type]),
      id: `pm_${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
    };
    this.methods.set(method.id, method);
    return method.id;
  }

  private methodTypeOf(intent: Stripe.PaymentIntent): string | null {
    const method = intent.payment_method;
    const id = typeof method === 'string' ? method : (method?.id ?? null);
    return id ? (this.methods.get(id)?.type ?? null) : null;
  }

  /** The intent as a GET answers it: `expand[]=payment_method` puts the method object in. */
  private view(intent: Stripe.PaymentIntent, params: URLSearchParams): Stripe.PaymentIntent {
    if (!listParam(params, 'expand').includes('payment_method')) return intent;
    const id = typeof intent.payment_method === 'string' ? intent.payment_method : null;
    const method = id ? this.methods.get(id) : undefined;
    return method ? { ...intent, payment_method: copy(method) } : intent;
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
    const params =
      req.method === 'GET'
        ? url.searchParams
        : new URLSearchParams(Buffer.concat(chunks).toString());
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
      const allowed = listParam(params, 'allowed_payment_method_types');
      const intent = this.newIntent({
        amount: Number(params.get('amount')),
        currency: params.get('currency') ?? 'eur',
        description: params.get('description'),
        metadata: metadataOf(params),
        ...(allowed.length > 0
          ? {
              allowed_payment_method_types: allowed,
              payment_method_types: allowed,
              automatic_payment_methods: null,
              payment_method_configuration_details: null,
            }
          : {}),
      });
      return { status: 200, body: intent };
    }
    if (method === 'OPTIONS') {
      return {
        status: 204,
        body: '',
        headers: {
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'content-type, authorization, stripe-version',
        },
      };
    }
    const bank = /^\/authorize\/acct_fake\/(pa_nonce_[a-f0-9]+)$/.exec(url.pathname);
    if (bank) return this.bankPage(bank[1]!, method === 'POST' ? params.get('answer') : null);
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
      if (!intent) return resourceMissing('payment_intent', id, 'intent');
      const body = copy(this.view(intent, params));
      const held = this.heldReads.get(id);
      if (held) {
        this.heldReads.delete(id);
        held.arrived();
        await held.released;
      }
      return { status: 200, body };
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
   * declined (402 with the intent in the error), and the event of the outcome goes out. With
   * `payment_method_data[type]` iDEAL or Bancontact and a `return_url`, the intent waits for the
   * bank page instead.
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
    const type = params.get('payment_method_data[type]') ?? 'card';
    if (!isFakeMethod(type) || !intent.payment_method_types.includes(type)) {
      return invalidRequest(
        `The payment method type "${type}" is invalid. Please ensure the provided type is activated in your dashboard (https://dashboard.stripe.com/account/payments/settings) and your account is enabled for any preview features that you are trying to use.`,
        'payment_method_data[type]',
        'payment_intent_invalid_parameter',
      );
    }
    if (type !== 'card') return this.toBank(intent, type, params.get('return_url'));
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
    this.update(id, { payment_method: this.attach('card') });
    const paid = this.succeed(id);
    this.emit('payment_intent.succeeded', paid);
    return { status: 200, body: paid };
  }

  /** A redirect method's confirm: the intent now waits for the customer at the bank page. */
  private toBank(intent: Stripe.PaymentIntent, type: FakeMethodType, returnUrl: string | null) {
    if (!returnUrl || !URL.canParse(returnUrl)) {
      return invalidRequest(
        `You must provide a \`return_url\` when confirming a PaymentIntent with the payment method type ${type}.`,
        'return_url',
        'parameter_missing',
      );
    }
    const nonce = `pa_nonce_${randomBytes(12).toString('hex')}`;
    this.redirects.set(nonce, { intentId: intent.id, returnUrl });
    const waiting = this.update(intent.id, {
      status: 'requires_action',
      payment_method: this.attach(type),
      last_payment_error: null,
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: {
          return_url: returnUrl,
          url: `${this.baseUrl}/authorize/acct_fake/${nonce}`,
        },
      },
    });
    return { status: 200, body: waiting };
  }

  /**
   * The bank page, as Stripe's test redirect page shows it: the amount, Authorize Test Payment
   * and Fail Test Payment. A POST with the answer settles the intent and sends the browser back.
   */
  private bankPage(nonce: string, answer: string | null): Answer {
    const pending = this.redirects.get(nonce);
    const intent = pending ? this.intents.get(pending.intentId) : undefined;
    if (!pending || !intent) {
      return {
        status: 404,
        body: '<!doctype html><title>Stripe</title><p>This payment page has expired.</p>',
        headers: { 'content-type': 'text/html; charset=utf-8' },
      };
    }
    if (answer === 'authorize' || answer === 'fail') {
      const done = this.answerRedirect(nonce, answer === 'authorize');
      if (done) return { status: 303, body: '', headers: { location: done.location } };
    }
    const amount = euros(intent.amount);
    const method = escapeHtml(this.methodTypeOf(intent) ?? '');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stripe test payment page</title></head>
<body><main>
<h1>Test payment page</h1>
<p>${escapeHtml(intent.description ?? '')}: ${amount} with ${method}</p>
<p>This is a test payment: choose how the bank answers.</p>
<form method="post"><button name="answer" value="authorize">Authorize Test Payment</button>
<button name="answer" value="fail">Fail Test Payment</button></form>
</main></body></html>`;
    return { status: 200, body: html, headers: { 'content-type': 'text/html; charset=utf-8' } };
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
