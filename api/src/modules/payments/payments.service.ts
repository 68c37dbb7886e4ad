import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  apiMessage,
  codedText,
  isRedirectMethod,
  paymentMethodType,
  toEuros,
  type ConfirmPaymentResponse,
  type PaymentConfig,
  type PaymentIntentResponse,
  type TestModeAuthenticateInput,
  type TestModeBankInput,
  type TestModeBankPayment,
  type TestModeConfirmInput,
  type TestModePaymentResult,
  API_MESSAGES,
  type ApiMessage,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { conflict, notFound, unavailable } from '../../shared/errors/app-error';
import {
  assertMayPayOrder,
  type OrderCaller,
  findPayableOrder,
  type PayableOrder,
} from '../orders';
import { paymentIntents } from './payments.tables';
import {
  ProviderIdempotencyError,
  ProviderUnavailableError,
  intentIdempotencyKey,
  type PaymentProvider,
  type ProviderIntent,
} from './provider';
import type { Settlement } from './settlement';
import type { TestModeAttempt, TestModeProvider } from './test-mode-provider';
import type { WebhookInbox } from './webhook-inbox';

export const ALREADY_PAID = API_MESSAGES.order_already_paid;
/** The spec's payment texts: 'Failed to create payment intent' and the support hint. */
export const PAYMENT_NOT_STARTED = API_MESSAGES.payment_key_conflict;

/** Test mode's stand-in for the bank a redirect method sends the customer to (a web page). */
export const TEST_BANK_PATH = '/test-payment/authorize';

/**
 * The bank page's address for an intent, as Stripe's next_action.redirect_to_url names its own:
 * the page learns the intent, its secret and where to send the customer back.
 */
export function testBankUrl(intentId: string, clientSecret: string, returnUrl: string): string {
  const query = new URLSearchParams({
    payment_intent: intentId,
    payment_intent_client_secret: clientSecret,
    return_url: returnUrl,
  });
  return `${TEST_BANK_PATH}?${query}`;
}

/** A confirm answer's `message`: the English, with its code beside it. */
/** The intent an order is paid with: asked on every payment's creation. */
const linkedIntentQuery = prepared((db) =>
  db
    .select({ intentId: paymentIntents.intentId })
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, sql.placeholder('orderId')))
    .prepare('payments_linked_intent'),
);

const said = (message: ApiMessage): Pick<ConfirmPaymentResponse, 'message' | 'texts'> => ({
  message: message.text,
  texts: { message: codedText(message) },
});

/**
 * What the customer is told about an intent that did not (yet) pay the order: the provider's
 * words for a decline (which have no code), else the shop's.
 */
function unpaidMessage(
  intent: ProviderIntent | null,
): Pick<ConfirmPaymentResponse, 'message' | 'texts'> {
  if (intent?.lastError) return { message: intent.lastError.message };
  switch (intent?.status) {
    case 'processing':
      return said(apiMessage('payment_processing'));
    case 'requires_action':
      return said(apiMessage('payment_needs_action'));
    case 'canceled':
      return said(apiMessage('payment_canceled'));
    default:
      return said(apiMessage('payment_failed'));
  }
}

/**
 * The provider is down: a clear 503 the browser may retry, never a 500. The provider refusing
 * our idempotency key is a 409: the same request cannot succeed later, so no retry hint.
 */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderUnavailableError) {
      throw unavailable('payments_unavailable');
    }
    if (err instanceof ProviderIdempotencyError) {
      throw conflict('payment_key_conflict');
    }
    throw err;
  }
}

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider;
  settlement: Settlement;
  inbox: WebhookInbox;
  log: Logger;
}

/** The payment use cases the routes call: one intent per order, confirm, test-mode cards. */
export class PaymentsService {
  constructor(private readonly deps: PaymentsServiceDeps) {}

  config(): PaymentConfig {
    return { provider: this.deps.provider.name, publishableKey: this.deps.provider.publishableKey };
  }

  /** The order's PaymentIntent, created on first call at the order's server-side total. */
  async createIntent(orderId: number, caller: OrderCaller): Promise<PaymentIntentResponse> {
    const order = await findPayableOrder(this.deps.db, orderId);
    assertMayPayOrder(order, caller, 'order_not_found');
    if (order.paymentStatus === 'paid') throw conflict('order_already_paid');
    if (order.status === 'cancelled') throw conflict('order_cancelled');
    const intent = await providerCall(() => this.intentFor(order));
    if (intent.status === 'succeeded') {
      // Paid while its webhook is still on the way: settle it now, never charge again.
      const outcome = await providerCall(() => this.deps.settlement.settle(intent.id));
      if (outcome.kind === 'paid') throw conflict('order_already_paid');
    }
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      orderId: order.id,
      amount: toEuros(order.totalCents),
      currency: 'eur',
      status: intent.status,
    };
  }

  /** The browser's word that it paid: checked with the provider, then settled. */
  async confirm(intentId: string, caller: OrderCaller): Promise<ConfirmPaymentResponse> {
    const [link] = await this.deps.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.intentId, intentId));
    const order = link
      ? await findPayableOrder(this.deps.db, link.orderId, { kind: link.orderKind })
      : null;
    assertMayPayOrder(order, caller, 'payment_not_found');
    // Already settled by this intent (its webhook or the card step came first): paid never goes
    // back, so there is nothing to ask the provider.
    const settled =
      link?.settledAt != null &&
      (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded');
    const outcome = settled
      ? ({ kind: 'paid' } as const)
      : await providerCall(() => this.deps.settlement.settle(intentId));
    switch (outcome.kind) {
      case 'paid':
        return {
          ok: true,
          orderId: order.id,
          status: 'succeeded',
          paymentStatus: 'paid',
          ...said(apiMessage('payment_succeeded')),
        };
      case 'unpaid':
        return {
          ok: false,
          orderId: order.id,
          status: outcome.intent?.status ?? 'requires_payment_method',
          paymentStatus: outcome.paymentStatus,
          ...unpaidMessage(outcome.intent),
        };
      case 'mismatch':
        return {
          ok: false,
          orderId: order.id,
          status: outcome.intent.status,
          paymentStatus: order.paymentStatus,
          ...said(apiMessage('payment_not_confirmed')),
        };
      case 'unlinked':
        throw notFound('payment_not_found');
    }
  }

  /**
   * Test mode: the payment form's confirm, settled through the same path as a webhook. A
   * redirect method answers the bank page to send the customer to.
   */
  async testModeConfirm(
    testMode: TestModeProvider,
    input: TestModeConfirmInput,
  ): Promise<TestModePaymentResult> {
    const result = await this.afterAttempt(await testMode.confirm(input));
    const toBank = result.status === 'requires_action' && isRedirectMethod(input.method);
    return toBank && input.returnUrl
      ? {
          ...result,
          redirectUrl: testBankUrl(input.paymentIntentId, input.clientSecret, input.returnUrl),
        }
      : result;
  }

  /** Test mode: the bank page's answer (a card's 3-D Secure, or a redirect method's bank). */
  async testModeAuthenticate(
    testMode: TestModeProvider,
    input: TestModeAuthenticateInput,
  ): Promise<TestModePaymentResult> {
    return this.afterAttempt(await testMode.authenticate(input));
  }

  /** Test mode: what the bank page shows about the payment it stands in for. */
  async testModeBank(
    testMode: TestModeProvider,
    input: TestModeBankInput,
  ): Promise<TestModeBankPayment> {
    const intent = await testMode.bankView(input);
    if (!intent) throw notFound('no_such_intent');
    return {
      paymentIntentId: intent.id,
      orderId: intent.orderId,
      amount: toEuros(intent.amountCents),
      currency: 'eur',
      method: paymentMethodType(intent.methodType),
      status: intent.status,
    };
  }

  private async afterAttempt(attempt: TestModeAttempt | null): Promise<TestModePaymentResult> {
    if (!attempt) throw notFound('no_such_intent');
    const { intent, changed } = attempt;
    const type =
      intent.status === 'succeeded'
        ? 'payment_intent.succeeded'
        : intent.lastError
          ? 'payment_intent.payment_failed'
          : null;
    if (changed && type) {
      await this.deps.inbox.receive(
        'test',
        { id: `evt_test_${randomUUID()}`, type, intentId: intent.id, payload: { type, intent } },
        { wait: true },
      );
    }
    return {
      paymentIntentId: intent.id,
      status: intent.status,
      error: intent.lastError,
      redirectUrl: null,
    };
  }

  private async intentFor(order: PayableOrder): Promise<ProviderIntent> {
    const { db, provider } = this.deps;
    const linked = await this.linkedIntentId(order.id);
    if (linked) return this.retrieveLinked(linked);
    const created = await provider
      .createIntent({
        orderId: order.id,
        amountCents: order.totalCents,
        currency: 'eur',
        idempotencyKey: intentIdempotencyKey(order.id),
        description: `Italieno order ${order.id}`,
      })
      .catch((err: unknown) => {
        if (err instanceof ProviderIdempotencyError) {
          this.deps.log.error(
            { err, orderId: order.id, kind: order.kind },
            'the payment provider holds our key for this order with other parameters',
          );
        }
        throw err;
      });
    await db
      .insert(paymentIntents)
      .values({
        orderId: order.id,
        orderKind: order.kind,
        provider: provider.name,
        intentId: created.id,
        amountCents: created.amountCents,
        currency: created.currency,
        status: created.status,
      })
      .onConflictDoNothing();
    // A concurrent call may have linked first; the linked intent is the order's one.
    const winner = await this.linkedIntentId(order.id);
    return !winner || winner === created.id ? created : this.retrieveLinked(winner);
  }

  private async linkedIntentId(orderId: number): Promise<string | null> {
    const [link] = await linkedIntentQuery(this.deps.db).execute({ orderId });
    return link?.intentId ?? null;
  }

  private async retrieveLinked(intentId: string): Promise<ProviderIntent> {
    const intent = await this.deps.provider.retrieveIntent(intentId);
    if (!intent) throw new ProviderUnavailableError(`PaymentIntent ${intentId} not found`);
    return intent;
  }
}
