import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLanguage } from '@/i18n';
import { loadMessages } from '@/i18n/messages';
import { mockApi } from '@/testing/mock-endpoints';
import { testModePaymentEndpoints } from '@/testing/payment-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { redirect } from './redirect';
import TestBankPage from './test-bank-page';

const INTENT = 'pi_test_42';
const SECRET = 'pi_test_42_secret_x';
const RETURN = '/order/success?orderId=42';

function bankRoute(query: Record<string, string> = {}) {
  const params = new URLSearchParams({
    payment_intent: INTENT,
    payment_intent_client_secret: SECRET,
    return_url: RETURN,
    ...query,
  });
  return `/test-payment/authorize?${params}`;
}

function renderBank(route = bankRoute(), overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...testModePaymentEndpoints(42, 23.45), ...overrides });
  const leave = vi.spyOn(redirect, 'to').mockImplementation(() => {});
  const view = renderWithProviders(<TestBankPage />, { route, path: '/test-payment/authorize' });
  return { ...view, api, leave };
}

/** Where the page sent the browser, with the query Stripe's redirect adds. */
function sentBackTo(leave: ReturnType<typeof vi.spyOn>) {
  const url = new URL(String(leave.mock.calls[0]![0]), window.location.origin);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('test mode’s bank page', () => {
  it('shows who asks how much by which method, and asks the bank only with the intent’s secret', async () => {
    const { api } = renderBank();

    expect(
      await screen.findByText('Italieno asks you to pay € 23,45 with iDEAL | Wero.'),
    ).toBeVisible();
    expect(screen.getByText('Order #42')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your bank' })).toBeVisible();
    expect(screen.getByText('Test mode: no real payment is made.')).toBeVisible();
    expect(api.calls.find((c) => c.path === '/api/payment/test-mode/bank')?.body).toEqual({
      paymentIntentId: INTENT,
      clientSecret: SECRET,
    });
  });

  it('Authorize test payment: approves, then returns to the shop as Stripe does', async () => {
    const { user, api, leave } = renderBank();

    await user.click(await screen.findByRole('button', { name: 'Authorize test payment' }));

    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(api.calls.find((c) => c.path === '/api/payment/test-mode/authenticate')?.body).toEqual({
      paymentIntentId: INTENT,
      clientSecret: SECRET,
      approve: true,
    });
    expect(sentBackTo(leave)).toEqual({
      path: '/order/success',
      query: {
        orderId: '42',
        payment_intent: INTENT,
        payment_intent_client_secret: SECRET,
        redirect_status: 'succeeded',
      },
    });
  });

  it('Fail test payment: refuses, and the shop hears that it failed', async () => {
    const { user, api, leave } = renderBank();

    await user.click(await screen.findByRole('button', { name: 'Fail test payment' }));

    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(
      api.calls.find((c) => c.path === '/api/payment/test-mode/authenticate')?.body,
    ).toMatchObject({ approve: false });
    expect(sentBackTo(leave).query.redirect_status).toBe('failed');
  });

  it('a payment no longer waiting for the bank is not answered again; Back to the shop', async () => {
    const { user, api, leave } = renderBank(bankRoute(), {
      'POST /api/payment/test-mode/bank': {
        body: {
          paymentIntentId: INTENT,
          orderId: 42,
          amount: 23.45,
          currency: 'eur',
          method: 'bancontact',
          status: 'succeeded',
        },
      },
    });

    expect(
      await screen.findByText('This payment is no longer waiting for your bank.'),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Authorize test payment' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the shop' }));
    expect(sentBackTo(leave).query.redirect_status).toBe('succeeded');
    expect(api.calls.some((c) => c.path === '/api/payment/test-mode/authenticate')).toBe(false);
  });

  it.each([
    ['without the intent', { payment_intent: '' }],
    ['without a return address', { return_url: '' }],
    ['with a return address on another site', { return_url: 'https://evil.example/' }],
    ['with a protocol-relative return address', { return_url: '//evil.example/' }],
  ])('says the link is incomplete %s, and asks nothing', async (_case, query) => {
    const { api } = renderBank(bankRoute(query));

    expect(await screen.findByRole('alert')).toHaveTextContent('This payment link is incomplete.');
    expect(api.calls.some((c) => c.path.startsWith('/api/payment/test-mode'))).toBe(false);
  });

  it('says the server’s words when the intent or its secret is wrong', async () => {
    renderBank(bankRoute(), {
      'POST /api/payment/test-mode/bank': {
        status: 404,
        body: { type: 'not_found', message: 'No such payment intent' },
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('No such payment intent');
  });

  it('speaks Dutch', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    renderBank();

    expect(
      await screen.findByText('Italieno vraagt je € 23,45 te betalen met iDEAL | Wero.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Je bank' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Testbetaling goedkeuren' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Testbetaling laten mislukken' })).toBeVisible();
  });
});
