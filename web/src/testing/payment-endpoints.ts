import { TEST_CARDS, type TestModeConfirmInput } from '@shop/contracts';
import type { MockAnswer } from './mock-endpoints';

type Handler = MockAnswer | ((body: unknown) => MockAnswer | Promise<MockAnswer>);

/**
 * The payment api in test mode as the server answers it, for one order: Stripe's test cards
 * (4242… pays, …0002 is declined, …3155 asks for 3-D Secure), iDEAL | Wero and Bancontact
 * (sent to the bank page), the bank page and the confirm step.
 */
export function testModePaymentEndpoints(orderId: number, amount: number) {
  const intent = {
    clientSecret: `pi_test_${orderId}_secret_x`,
    paymentIntentId: `pi_test_${orderId}`,
    orderId,
    amount,
    currency: 'eur',
    status: 'requires_payment_method',
  };
  const result = (
    status: string,
    error: { code: string; message: string } | null = null,
    redirectUrl: string | null = null,
  ) => ({
    body: {
      paymentIntentId: intent.paymentIntentId,
      status,
      error: error && { ...error, declineCode: null },
      redirectUrl,
    },
  });
  const handlers: Record<string, Handler> = {
    'GET /api/payment/config': { body: { provider: 'test', publishableKey: null } },
    'POST /api/payment/create-payment-intent': { status: 200, body: intent },
    'POST /api/payment/test-mode/confirm': (body) => {
      const { card, method, returnUrl } = body as TestModeConfirmInput;
      if (method !== 'card') {
        const bank = new URLSearchParams({
          payment_intent: intent.paymentIntentId,
          payment_intent_client_secret: intent.clientSecret,
          return_url: returnUrl ?? '',
        });
        return result('requires_action', null, `/test-payment/authorize?${bank}`);
      }
      switch (card?.number) {
        case TEST_CARDS.succeeds:
          return result('succeeded');
        case TEST_CARDS.requiresAuthentication:
          return result('requires_action');
        case TEST_CARDS.insufficientFunds:
          return result('requires_payment_method', {
            code: 'card_declined',
            message: 'Your card has insufficient funds.',
          });
        default:
          return result('requires_payment_method', {
            code: 'card_declined',
            message: 'Your card was declined.',
          });
      }
    },
    'POST /api/payment/test-mode/authenticate': (body) =>
      (body as { approve: boolean }).approve
        ? result('succeeded')
        : result('requires_payment_method', {
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          }),
    'POST /api/payment/test-mode/bank': {
      body: {
        paymentIntentId: intent.paymentIntentId,
        orderId,
        amount,
        currency: 'eur',
        method: 'ideal',
        status: 'requires_action',
      },
    },
    'POST /api/payment/confirm-payment': {
      body: {
        ok: true,
        orderId,
        status: 'succeeded',
        paymentStatus: 'paid',
        message: 'Payment successful',
        texts: { message: { code: 'payment_succeeded' } },
      },
    },
  };
  return handlers;
}
