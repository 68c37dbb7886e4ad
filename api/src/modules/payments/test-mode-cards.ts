import { TEST_CARDS, type PaymentIntentStatus, type TestModeConfirmInput } from '@shop/contracts';
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
} as const;

const failed = (code: string, declineCode: string | null, message: string): AttemptOutcome => ({
  status: 'requires_payment_method',
  error: { code, declineCode, message },
});

/**
 * A confirm attempt in test mode. Redirect methods (iDEAL, Bancontact, Sofort) succeed without
 * a card; a card is checked for its number, then its expiry, then behaves as Stripe's card of
 * that number does. `now` is passed in so the expiry check is testable.
 */
export function attemptOutcome(
  method: TestModeConfirmInput['method'],
  card: TestModeConfirmInput['card'],
  now: Date,
): AttemptOutcome {
  if (method !== 'card') return { status: 'succeeded', error: null };
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

/** The outcome of the test-mode bank page for a card that asked for 3-D Secure. */
export function authenticationOutcome(approve: boolean): AttemptOutcome {
  return approve
    ? { status: 'succeeded', error: null }
    : failed(
        'payment_intent_authentication_failure',
        null,
        TEST_MODE_MESSAGES.authenticationFailed,
      );
}
