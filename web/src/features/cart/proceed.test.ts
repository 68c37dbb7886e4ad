import { describe, expect, it } from 'vitest';
import { GUEST_STEP, hasCheckoutAddress, proceedStep } from './proceed';

describe('where Proceed leads', () => {
  it('a merchandise-only cart goes to the merchandise checkout, signed in or not', () => {
    for (const signedIn of [true, false]) {
      expect(proceedStep({ mode: 'merch', signedIn, knowsDeliveryLocation: false })).toEqual({
        to: '/customer/merchandise-checkout',
      });
    }
  });

  it('a bar cart goes to the bar checkout without sign-in', () => {
    expect(proceedStep({ mode: 'bar', signedIn: false, knowsDeliveryLocation: false })).toEqual({
      to: '/customer/bar-checkout',
    });
  });

  it('a guest with a food cart signs in first and returns to the location check', () => {
    expect(proceedStep({ mode: 'normal', signedIn: false, knowsDeliveryLocation: true })).toEqual({
      to: '/auth',
      redirectAfterLogin: '/customer/simple-location',
    });
    expect(GUEST_STEP).toEqual({ to: '/checkout/guest' });
  });

  it('a signed-in customer goes to checkout when the delivery location is known', () => {
    expect(proceedStep({ mode: 'normal', signedIn: true, knowsDeliveryLocation: true })).toEqual({
      to: '/customer/checkout',
    });
    expect(proceedStep({ mode: 'normal', signedIn: true, knowsDeliveryLocation: false })).toEqual({
      to: '/customer/simple-location',
    });
  });

  it('reads a validated checkoutAddress from the session, ignoring unreadable ones', () => {
    expect(hasCheckoutAddress()).toBe(false);
    sessionStorage.setItem('checkoutAddress', '{broken');
    expect(hasCheckoutAddress()).toBe(false);
    sessionStorage.setItem('checkoutAddress', JSON.stringify({ street: 'Damrak 1' }));
    expect(hasCheckoutAddress()).toBe(true);
  });
});
