import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';

describe('payment configuration', () => {
  it('uses the offline test-mode provider without a Stripe key, reconciling every 15 minutes', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test', reconcileMinutes: 15 });
  });

  it('refuses to start in Stripe mode without STRIPE_WEBHOOK_SECRET', () => {
    for (const missing of [{}, { STRIPE_WEBHOOK_SECRET: '' }]) {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', ...missing })).toThrow(
        'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
      );
    }
  });

  it('treats empty Stripe variables as unset', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).payments.provider).toBe(
      'test',
    );
  });

  it('uses Stripe with its keys when the secret key and webhook secret are set', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      PAYMENT_RECONCILE_MINUTES: '5',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      publishableKey: 'pk_test_123',
      reconcileMinutes: 5,
    });
  });

  it('rejects a reconciliation interval that is not a positive number of minutes', () => {
    expect(() => loadConfig({ PAYMENT_RECONCILE_MINUTES: '0' })).toThrow(
      /PAYMENT_RECONCILE_MINUTES/,
    );
  });
});
