import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { stripeClientFor } from '../modules/payments/payments.module';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
};

describe('payment configuration', () => {
  it('uses the offline test-mode provider without a Stripe key, reconciling every 15 minutes', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test', reconcileMinutes: 15 });
  });

  it('refuses to start in Stripe mode without STRIPE_WEBHOOK_SECRET', () => {
    for (const missing of [{ STRIPE_WEBHOOK_SECRET: undefined }, { STRIPE_WEBHOOK_SECRET: '' }]) {
      expect(() => loadConfig({ ...STRIPE, ...missing })).toThrow(
        'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
      );
    }
  });

  it('refuses to start in Stripe mode without STRIPE_PUBLISHABLE_KEY', () => {
    for (const missing of [{ STRIPE_PUBLISHABLE_KEY: undefined }, { STRIPE_PUBLISHABLE_KEY: '' }]) {
      expect(() => loadConfig({ ...STRIPE, ...missing })).toThrow(
        new ConfigError('STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set'),
      );
    }
  });

  it('never hands a secret key to the web as the publishable key', () => {
    expect(() => loadConfig({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'sk_test_123' })).toThrow(
      "STRIPE_PUBLISHABLE_KEY must be a publishable key (starting with 'pk_')",
    );
  });

  it('refuses a live secret key with a test publishable key, and the other way round', () => {
    for (const keys of [
      { STRIPE_SECRET_KEY: 'sk_live_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' },
      { STRIPE_SECRET_KEY: 'rk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_live_123' },
    ]) {
      expect(() => loadConfig({ ...STRIPE, ...keys })).toThrow(
        'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be live keys or both be test keys',
      );
    }
    expect(
      loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'rk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' })
        .payments.provider,
    ).toBe('stripe');
  });

  it('treats empty Stripe variables as unset', () => {
    expect(
      loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_PUBLISHABLE_KEY: '' })
        .payments.provider,
    ).toBe('test');
  });

  it('uses Stripe with its keys when the secret key, webhook secret and publishable key are set', () => {
    const config = loadConfig({ ...STRIPE, PAYMENT_RECONCILE_MINUTES: '5' });
    expect(config.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      publishableKey: 'pk_test_123',
      apiUrl: null,
      reconcileMinutes: 5,
    });
  });

  it('talks to a Stripe stand-in at STRIPE_API_URL with test keys only', () => {
    const standIn = { ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' };
    expect(loadConfig(standIn).payments).toMatchObject({ apiUrl: 'http://127.0.0.1:12111' });
    expect(stripeClientFor('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    for (const keys of [
      { STRIPE_SECRET_KEY: 'sk_live_123', STRIPE_PUBLISHABLE_KEY: 'pk_live_123' },
      { STRIPE_SECRET_KEY: 'rk_live_123', STRIPE_PUBLISHABLE_KEY: 'pk_live_123' },
    ]) {
      expect(() => loadConfig({ ...standIn, ...keys })).toThrow(
        new ConfigError('STRIPE_API_URL is for testing only and cannot be used with live keys'),
      );
    }
    expect(() => loadConfig({ ...STRIPE, STRIPE_API_URL: 'ftp://stripe.test' })).toThrow(
      /STRIPE_API_URL must be an http or https URL/,
    );
  });

  it('rejects a reconciliation interval that is not a positive number of minutes', () => {
    expect(() => loadConfig({ PAYMENT_RECONCILE_MINUTES: '0' })).toThrow(
      /PAYMENT_RECONCILE_MINUTES/,
    );
  });
});
