import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  paymentMethodType,
  type TestModeAuthenticateInput,
  type TestModeBankInput,
  type TestModeConfirmInput,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { testPaymentIntents } from './payments.tables';
import {
  ProviderIdempotencyError,
  type CreateIntentRequest,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
  type RefundRequest,
} from './provider';
import { attemptOutcome, authenticationOutcome, type AttemptOutcome } from './test-mode-cards';

type Row = typeof testPaymentIntents.$inferSelect;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function randomId(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

function toIntent(row: Row): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    amountReceivedCents: row.amountReceivedCents,
    currency: row.currency,
    orderId: row.orderId,
    lastError: row.lastError ?? null,
    methodType: row.paymentMethod,
  };
}

const REFUND_PREFIX = 're_test_';
const refundIdOf = (intentId: string) => `${REFUND_PREFIX}${intentId}`;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a test-mode confirm or authenticate did; `changed` is false for a repeat. */
export interface TestModeAttempt {
  intent: ProviderIntent;
  changed: boolean;
}

/**
 * The offline provider: PaymentIntents kept in our database, with Stripe's states and Stripe's
 * published test cards. It never sees a real card; in Stripe mode it is not used at all.
 */
export class TestModeProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Db) {}

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    const id = `pi_test_${randomId(24)}`;
    const [created] = await this.db
      .insert(testPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomId(24)}`,
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        currency: request.currency,
        description: request.description,
        orderId: request.orderId,
        status: 'requires_payment_method',
      })
      .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
      .returning();
    const row =
      created ??
      (await this.db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, request.idempotencyKey))
        .then((rows) => rows[0]));
    if (!row) throw new Error('test-mode PaymentIntent vanished after its insert');
    if (row.amountCents !== request.amountCents || row.currency !== request.currency) {
      // Stripe answers the same way when one key is reused with other parameters.
      throw new ProviderIdempotencyError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    return toIntent(row);
  }

  async retrieveIntent(id: string, options: { tx?: Tx } = {}): Promise<ProviderIntent | null> {
    const [row] = await (options.tx ?? this.db)
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, id));
    return row ? toIntent(row) : null;
  }

  /**
   * A test-mode refund succeeds at once, as Stripe's do for test cards. Its id is derived from
   * the intent, so asking twice gives the same refund, as Stripe's idempotency key would.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const intent = await this.retrieveIntent(request.intentId);
    if (
      !intent ||
      intent.status !== 'succeeded' ||
      request.amountCents > intent.amountReceivedCents
    ) {
      return { id: refundIdOf(request.intentId), intentId: request.intentId, status: 'failed' };
    }
    return { id: refundIdOf(request.intentId), intentId: request.intentId, status: 'succeeded' };
  }

  async retrieveRefund(id: string): Promise<ProviderRefund | null> {
    const intentId = id.startsWith(REFUND_PREFIX) ? id.slice(REFUND_PREFIX.length) : null;
    const intent = intentId ? await this.retrieveIntent(intentId) : null;
    return intent ? { id, intentId: intent.id, status: 'succeeded' } : null;
  }

  /** The card form's confirm; null when the intent or its client secret is wrong. */
  confirm(input: TestModeConfirmInput, now = new Date()): Promise<TestModeAttempt | null> {
    return this.attempt(input.paymentIntentId, input.clientSecret, (row) =>
      row.status === 'requires_payment_method' ||
      row.status === 'requires_confirmation' ||
      row.status === 'requires_action'
        ? { outcome: attemptOutcome(input.method, input.card, now), method: input.method }
        : null,
    );
  }

  /** The stand-in for the bank: a card's 3-D Secure question, or a redirect method's bank. */
  authenticate(input: TestModeAuthenticateInput): Promise<TestModeAttempt | null> {
    return this.attempt(input.paymentIntentId, input.clientSecret, (row) =>
      row.status === 'requires_action'
        ? {
            outcome: authenticationOutcome(input.approve, paymentMethodType(row.paymentMethod)),
            method: row.paymentMethod,
          }
        : null,
    );
  }

  /** The intent the bank page stands in for; null when the intent or its secret is wrong. */
  async bankView(input: TestModeBankInput): Promise<ProviderIntent | null> {
    const intent = await this.retrieveIntent(input.paymentIntentId);
    return intent && sameSecret(intent.clientSecret, input.clientSecret) ? intent : null;
  }

  /** Applies one attempt under a row lock; an intent past the point of paying is left as is. */
  private attempt(
    id: string,
    clientSecret: string,
    decide: (row: Row) => { outcome: AttemptOutcome; method: string | null } | null,
  ): Promise<TestModeAttempt | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, id))
        .for('update');
      if (!row || !sameSecret(row.clientSecret, clientSecret)) return null;
      const decision = decide(row);
      if (!decision) return { intent: toIntent(row), changed: false };
      const { outcome, method } = decision;
      const [updated] = await tx
        .update(testPaymentIntents)
        .set({
          status: outcome.status,
          lastError: outcome.error,
          paymentMethod: method,
          amountReceivedCents: outcome.status === 'succeeded' ? row.amountCents : 0,
          updatedAt: new Date(),
        })
        .where(eq(testPaymentIntents.id, id))
        .returning();
      return { intent: toIntent(updated!), changed: true };
    });
  }
}
