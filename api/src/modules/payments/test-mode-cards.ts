import {
  TEST_CARDS,
  type PaymentIntentStatus,
  type PaymentMethodType,
  type TestModeConfirmInput,
} from '@shop/contracts';
import type { PaymentError } from './payments.tables';

/** What an attempt leads to, following Stripe's published test cards. */
export interface AttemptOutcome {
  status: PaymentIntentStatus;
  error: PaymentError | null;
}

export const TEST_MODE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: "Your card's expiration date is in the past.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  cardRequired: 'Please enter your card details.',
  /** Stripe's words when the customer fails or cancels a redirect payment at the bank. */
  redirectFailed:
    'The latest payment attempt of this PaymentIntent has failed or been canceled, and the attached payment method has been removed. You can try confirming again with a new payment method.',
} as const;

const failed = (code: string, declineCode: string | null, message: string): AttemptOutcome => ({
  status: 'requires_payment_method',
  error: { code, declineCode, message },
});

/**
 * A confirm attempt in test mode. A redirect method (iDEAL | Wero, Bancontact) waits for the
 * bank, as Stripe's does (requires_action); a card is checked for its number, then its
 * expiry, then behaves as Stripe's card of that number does. `now` is passed in so the expiry
 * check is testable.
 */
export function attemptOutcome(
  method: TestModeConfirmInput['method'],
  card: TestModeConfirmInput['card'],
  now: Date,
): AttemptOutcome {
  if (method !== 'card') return { status: 'requires_action', error: null };
  if (!card) return failed('incomplete_number', null, TEST_MODE_MESSAGES.cardRequired);
  const known = Object.values(TEST_CARDS) as string[];
  if (!known.includes(card.number)) {
    return failed('incorrect_number', null, TEST_MODE_MESSAGES.incorrectNumber);
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) {
    return failed('expired_card', null, TEST_MODE_MESSAGES.expired);
  }
  switch (card.number) {
    case TEST_CARDS.declined:
      return failed('card_declined', 'generic_decline', TEST_MODE_MESSAGES.declined);
    case TEST_CARDS.insufficientFunds:
      return failed('card_declined', 'insufficient_funds', TEST_MODE_MESSAGES.insufficientFunds);
    case TEST_CARDS.requiresAuthentication:
      return { status: 'requires_action', error: null };
    default:
      return { status: 'succeeded', error: null };
  }
}

/**
 * The outcome of the test-mode bank page: a card's 3-D Secure answer, or the bank's for a
 * redirect method. Refused, the intent needs a new payment method, as at Stripe.
 */
export function authenticationOutcome(
  approve: boolean,
  method: PaymentMethodType | null,
): AttemptOutcome {
  if (approve) return { status: 'succeeded', error: null };
  if (method && method !== 'card') {
    return failed('payment_intent_payment_attempt_failed', null, TEST_MODE_MESSAGES.redirectFailed);
  }
  return failed(
    'payment_intent_authentication_failure',
    null,
    TEST_MODE_MESSAGES.authenticationFailed,
  );
}
