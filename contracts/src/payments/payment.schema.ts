import { z } from 'zod';
import { Euros } from '../common/euros.schema';
import { Id, idValue } from '../common/ids';
import { PaymentStatus } from '../orders/order.schema';
import { PaymentMethodType } from './payment-method.schema';
import { vm } from '../errors/validation-messages';
import { CodedText } from '../common/errors';

export * from './payment-method.schema';

/** 'test': the built-in test-mode provider (offline default); 'stripe' when STRIPE_SECRET_KEY is set. */
export const PaymentProviderName = z.enum(['test', 'stripe']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/** What the web needs to choose Stripe Elements or the test-mode card form. */
export const PaymentConfig = z
  .object({ provider: PaymentProviderName, publishableKey: z.string().nullable() })
  .meta({ id: 'PaymentConfig' });
export type PaymentConfig = z.infer<typeof PaymentConfig>;

/** The PaymentIntent states, as Stripe names them; the test-mode provider follows the same ones. */
export const PaymentIntentStatus = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);
export type PaymentIntentStatus = z.infer<typeof PaymentIntentStatus>;

/**
 * Where a redirect method brings the customer back: a path of this shop (test mode's bank page
 * sends the browser there, so a full URL could lead anywhere).
 */
export const ReturnPath = z
  .string()
  .max(1000, vm('return_path_too_long'))
  .regex(/^\/(?![/\\])[^\s\\]*$/, vm('return_url_path'));
export type ReturnPath = z.infer<typeof ReturnPath>;

/**
 * Body of POST /api/payment/create-payment-intent and POST /api/create-payment-intent.
 * `amount` and `currency` are accepted for compatibility and ignored: the amount is the order's
 * total as the server computed it, in euros.
 */
export const CreatePaymentIntentInput = z
  .object({
    orderId: idValue(vm('payment_order_id_not_a_number'), vm('payment_order_id_too_small')),
    amount: z.unknown().optional(),
    currency: z.unknown().optional(),
  })
  .meta({ id: 'CreatePaymentIntentInput' });
export type CreatePaymentIntentInput = z.infer<typeof CreatePaymentIntentInput>;

export const PaymentIntentResponse = z
  .object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    orderId: Id,
    amount: Euros,
    currency: z.literal('eur'),
    status: PaymentIntentStatus,
  })
  .meta({ id: 'PaymentIntentResponse' });
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponse>;

export const ConfirmPaymentInput = z
  .object({ paymentIntentId: z.string().trim().min(1, vm('payment_intent_required')).max(255) })
  .meta({ id: 'ConfirmPaymentInput' });
export type ConfirmPaymentInput = z.infer<typeof ConfirmPaymentInput>;

export const ConfirmPaymentResponse = z
  .object({
    ok: z.boolean(),
    orderId: Id,
    status: PaymentIntentStatus,
    paymentStatus: PaymentStatus,
    message: z.string(),
    /** The code of `message`; none when the words are the payment provider's (a decline). */
    texts: z.object({ message: CodedText }).optional(),
  })
  .meta({ id: 'ConfirmPaymentResponse' });
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponse>;

/** What POST /api/payment/webhook answers once an event is stored (or known already). */
export const WebhookAck = z.object({ received: z.literal(true) }).meta({ id: 'WebhookAck' });
export type WebhookAck = z.infer<typeof WebhookAck>;

/** Stripe's published test cards, which the test-mode provider honours. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
} as const;

/**
 * The test-mode payment form (never used in Stripe mode: card numbers then go to Stripe only).
 * A card pays at once (or asks for 3-D Secure); iDEAL | Wero and Bancontact send the customer
 * to test mode's bank page, which brings them back to `returnUrl`.
 */
export const TestModeConfirmInput = z
  .object({
    paymentIntentId: z.string().min(1).max(255),
    clientSecret: z.string().min(1).max(255),
    method: PaymentMethodType.default('card'),
    returnUrl: ReturnPath.optional(),
    card: z
      .object({
        number: z
          .string()
          .transform((v) => v.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^\d{12,19}$/, vm('card_number_incomplete'))),
        expMonth: z.coerce
          .number()
          .int()
          .min(1, vm('card_expiry_invalid'))
          .max(12, vm('card_expiry_invalid')),
        expYear: z.coerce.number().int().min(2000).max(2100),
        cvc: z.string().regex(/^\d{3,4}$/, vm('card_cvc_incomplete')),
      })
      .optional(),
  })
  .refine((input) => input.method === 'card' || input.returnUrl !== undefined, {
    path: ['returnUrl'],
    message: vm('return_url_required'),
  })
  .meta({ id: 'TestModeConfirmInput' });
export type TestModeConfirmInput = z.infer<typeof TestModeConfirmInput>;

/**
 * The test-mode stand-in for the bank's page: a card's 3-D Secure question, or the bank a
 * redirect method sends the customer to ("Authorize test payment" / "Fail test payment").
 */
export const TestModeAuthenticateInput = z
  .object({
    paymentIntentId: z.string().min(1).max(255),
    clientSecret: z.string().min(1).max(255),
    approve: z.boolean(),
  })
  .meta({ id: 'TestModeAuthenticateInput' });
export type TestModeAuthenticateInput = z.infer<typeof TestModeAuthenticateInput>;

export const TestModePaymentResult = z
  .object({
    paymentIntentId: z.string(),
    status: PaymentIntentStatus,
    /** Set when the card was declined: the reason as Stripe words it. */
    error: z
      .object({ code: z.string(), declineCode: z.string().nullable(), message: z.string() })
      .nullable(),
    /** For a redirect method: the bank's page to send the customer to (a path of this shop). */
    redirectUrl: z.string().nullable(),
  })
  .meta({ id: 'TestModePaymentResult' });
export type TestModePaymentResult = z.infer<typeof TestModePaymentResult>;

/** What test mode's bank page asks about the payment it stands in for. */
export const TestModeBankInput = z
  .object({
    paymentIntentId: z.string().min(1).max(255),
    clientSecret: z.string().min(1).max(255),
  })
  .meta({ id: 'TestModeBankInput' });
export type TestModeBankInput = z.infer<typeof TestModeBankInput>;

/** The payment as the bank page shows it: who asks how much, by which method, and its state. */
export const TestModeBankPayment = z
  .object({
    paymentIntentId: z.string(),
    orderId: Id.nullable(),
    amount: Euros,
    currency: z.literal('eur'),
    /** The method chosen at the shop; null before any was. */
    method: PaymentMethodType.nullable(),
    status: PaymentIntentStatus,
  })
  .meta({ id: 'TestModeBankPayment' });
export type TestModeBankPayment = z.infer<typeof TestModeBankPayment>;

/** The /test-payment form: amount at least 0.50 euro, order id a number of at least 1. */
export const PaymentTestForm = z.object({
  orderId: z.coerce
    .number({ error: vm('test_order_id_not_a_number') })
    .int()
    .min(1, vm('test_order_id_too_small')),
  amount: z.coerce
    .number({ error: vm('test_amount_not_a_number') })
    .min(0.5, vm('test_amount_too_small')),
  method: PaymentMethodType,
});
export type PaymentTestForm = z.infer<typeof PaymentTestForm>;
