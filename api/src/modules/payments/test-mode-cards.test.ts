import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shop/contracts';
import { attemptOutcome, authenticationOutcome, TEST_MODE_MESSAGES } from './test-mode-cards';

const now = new Date('2026-11-21T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030) => ({
  number,
  expMonth,
  expYear,
  cvc: '123',
});

describe("test-mode cards follow Stripe's published test numbers", () => {
  it('4242 4242 4242 4242 succeeds', () => {
    expect(attemptOutcome('card', card(TEST_CARDS.succeeds), now)).toEqual({
      status: 'succeeded',
      error: null,
    });
  });

  it('4000 0000 0000 0002 is a generic decline', () => {
    expect(attemptOutcome('card', card(TEST_CARDS.declined), now)).toEqual({
      status: 'requires_payment_method',
      error: {
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
  });

  it('4000 0000 0000 9995 has insufficient funds', () => {
    expect(attemptOutcome('card', card(TEST_CARDS.insufficientFunds), now).error).toEqual({
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('4000 0025 0000 3155 asks for 3-D Secure; approval pays, refusal does not', () => {
    expect(attemptOutcome('card', card(TEST_CARDS.requiresAuthentication), now).status).toBe(
      'requires_action',
    );
    expect(authenticationOutcome(true, 'card').status).toBe('succeeded');
    expect(authenticationOutcome(false, 'card')).toMatchObject({
      status: 'requires_payment_method',
      error: {
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
  });

  it('any other number is incorrect', () => {
    expect(attemptOutcome('card', card('4111111111111111'), now).error?.message).toBe(
      'Your card number is incorrect.',
    );
  });

  it('a card that expired last month is refused; one expiring this month is not', () => {
    expect(attemptOutcome('card', card(TEST_CARDS.succeeds, 10, 2026), now).error?.message).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(attemptOutcome('card', card(TEST_CARDS.succeeds, 11, 2026), now).status).toBe(
      'succeeded',
    );
  });

  it('iDEAL | Wero and Bancontact wait for the bank, without a card', () => {
    for (const method of ['ideal', 'bancontact'] as const) {
      expect(attemptOutcome(method, undefined, now)).toEqual({
        status: 'requires_action',
        error: null,
      });
    }
  });
});

describe('test-mode bank page', () => {
  it('an approval pays, whatever the method', () => {
    for (const method of ['card', 'ideal', 'bancontact', null] as const) {
      expect(authenticationOutcome(true, method)).toEqual({ status: 'succeeded', error: null });
    }
  });

  it("a refused bank payment needs a new payment method, in Stripe's words", () => {
    for (const method of ['ideal', 'bancontact'] as const) {
      expect(authenticationOutcome(false, method)).toEqual({
        status: 'requires_payment_method',
        error: {
          code: 'payment_intent_payment_attempt_failed',
          declineCode: null,
          message: TEST_MODE_MESSAGES.redirectFailed,
        },
      });
    }
  });

  it('a refused 3-D Secure question is an authentication failure', () => {
    expect(authenticationOutcome(false, 'card').error?.code).toBe(
      'payment_intent_authentication_failure',
    );
  });
});
