import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/testing/mock-endpoints';
import { testModePaymentEndpoints } from '@/testing/payment-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { redirect } from './redirect';
import TestPaymentPage from './test-payment-page';

// Many keystrokes into Mantine inputs: slow when the machine is busy, not a timing check.
const SLOW = { timeout: 20_000 };

function renderPage(route = '/test-payment', overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...testModePaymentEndpoints(12, 20.5), ...overrides });
  return { ...renderWithProviders(<TestPaymentPage />, { route }), api };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('test payment page', SLOW, () => {
  it('checks the order id (at least 1) and the amount (at least 0.50 euro)', async () => {
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Order ID'), '0');
    await user.type(screen.getByLabelText('Amount (€)'), '0.49');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Order ID must be at least 1')).toBeVisible();
    expect(screen.getByText('Amount must be at least €0.50')).toBeVisible();
  });

  it('offers card, iDEAL | Wero and Bancontact, in that order (no Sofort), and explains the charge', () => {
    renderPage();
    const options = within(screen.getByLabelText('Payment method')).getAllByRole('option');

    expect(options.map((o) => o.textContent)).toEqual(['Card', 'iDEAL | Wero', 'Bancontact']);
    expect(
      screen.getByText(
        "The shop charges the order's own total: the amount is checked here, but the server computes the charge.",
      ),
    ).toBeVisible();
  });

  it('goes from the form to paying to success and shows the statuses as returned', async () => {
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Order ID'), '12');
    await user.type(screen.getByLabelText('Amount (€)'), '20.50');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay € 20,50' }));

    const result = await screen.findByRole('status', { name: 'Payment result' });
    expect(result).toHaveTextContent('Payment successful');
    expect(result).toHaveTextContent('Payment status: succeeded');
    expect(result).toHaveTextContent('Order payment status: paid');
  });

  it('pays by iDEAL | Wero through the bank page, which brings staff back here', async () => {
    const leave = vi.spyOn(redirect, 'to').mockImplementation(() => {});
    const { user, api } = renderPage();

    await user.type(screen.getByLabelText('Order ID'), '12');
    await user.type(screen.getByLabelText('Amount (€)'), '20.50');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'ideal');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay € 20,50 with iDEAL | Wero' }));

    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const confirm = api.calls.find((c) => c.path === '/api/payment/test-mode/confirm');
    expect(confirm?.body).toMatchObject({ method: 'ideal', returnUrl: '/test-payment?orderId=12' });
    expect(confirm?.body).not.toHaveProperty('card');
  });

  it('back from the bank: the server’s word on the payment', async () => {
    const { api } = renderPage(
      '/test-payment?orderId=12&payment_intent=pi_test_12&redirect_status=succeeded',
    );

    const result = await screen.findByRole('status', { name: 'Payment result' });
    expect(result).toHaveTextContent('Order payment status: paid');
    expect(api.calls.find((c) => c.path === '/api/payment/confirm-payment')?.body).toEqual({
      paymentIntentId: 'pi_test_12',
    });
  });

  it('back from a failed bank payment: the same order can be paid again', async () => {
    renderPage('/test-payment?orderId=12&payment_intent=pi_test_12&redirect_status=failed', {
      'POST /api/payment/confirm-payment': {
        body: {
          ok: false,
          orderId: 12,
          status: 'requires_payment_method',
          paymentStatus: 'unpaid',
          message: 'The payment failed.',
        },
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your bank did not confirm the payment');
    expect(screen.getByText('Order #12')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Pay € 20,50' })).toBeEnabled();
  });
});
