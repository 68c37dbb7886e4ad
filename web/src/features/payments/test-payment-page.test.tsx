import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/testing/mock-endpoints';
import { testModePaymentEndpoints } from '@/testing/payment-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import TestPaymentPage from './test-payment-page';

// Many keystrokes into Mantine inputs: slow when the machine is busy, not a timing check.
const SLOW = { timeout: 20_000 };

function renderPage() {
  const api = mockApi(testModePaymentEndpoints(12, 20.5));
  return { ...renderWithProviders(<TestPaymentPage />, { route: '/test-payment' }), api };
}

afterEach(() => vi.unstubAllGlobals());

describe('test payment page', SLOW, () => {
  it('checks the order id (at least 1) and the amount (at least 0.50 euro)', async () => {
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Order ID'), '0');
    await user.type(screen.getByLabelText('Amount (€)'), '0.49');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Order ID must be at least 1')).toBeVisible();
    expect(screen.getByText('Amount must be at least €0.50')).toBeVisible();
  });

  it('offers card, iDEAL, Bancontact and Sofort, in that order, and explains the charge', () => {
    renderPage();
    const options = within(screen.getByLabelText('Payment method')).getAllByRole('option');

    expect(options.map((o) => o.textContent)).toEqual(['Card', 'iDEAL', 'Bancontact', 'Sofort']);
    expect(
      screen.getByText(
        "The shop charges the order's own total: the amount is checked here, but the server computes the charge.",
      ),
    ).toBeVisible();
  });

  it('goes from the form to paying to success and shows the statuses as returned', async () => {
    const { user, api } = renderPage();

    await user.type(screen.getByLabelText('Order ID'), '12');
    await user.type(screen.getByLabelText('Amount (€)'), '20.50');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'ideal');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay € 20,50 with iDEAL' }));

    const result = await screen.findByRole('status', { name: 'Payment result' });
    expect(result).toHaveTextContent('Payment successful');
    expect(result).toHaveTextContent('Payment status: succeeded');
    expect(result).toHaveTextContent('Order payment status: paid');
    const confirm = api.calls.find((c) => c.path === '/api/payment/test-mode/confirm');
    expect(confirm?.body).toMatchObject({ method: 'ideal' });
    expect(confirm?.body).not.toHaveProperty('card');
  });
});
