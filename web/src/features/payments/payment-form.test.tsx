import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/testing/mock-endpoints';
import { testModePaymentEndpoints } from '@/testing/payment-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { changeLanguage } from '@/i18n';
import { loadMessages } from '@/i18n/messages';
import { PaymentForm, type PaymentFormProps } from './payment-form';
import { redirect } from './redirect';

// Many keystrokes into Mantine inputs: slow when the machine is busy, not a timing check.
const SLOW = { timeout: 20_000 };

function renderForm(
  overrides: Parameters<typeof mockApi>[0] = {},
  props: Partial<PaymentFormProps> = {},
) {
  const api = mockApi({ ...testModePaymentEndpoints(42, 51.85), ...overrides });
  const onPaid = vi.fn();
  const view = renderWithProviders(
    <PaymentForm orderId={42} amount={51.85} onPaid={onPaid} {...props} />,
  );
  return { ...view, api, onPaid };
}

async function payWith(user: ReturnType<typeof renderForm>['user'], number: string) {
  const cardNumber = await screen.findByLabelText('Card number');
  await user.clear(cardNumber);
  await user.type(cardNumber, number);
  await user.clear(screen.getByLabelText('Expiry date'));
  await user.type(screen.getByLabelText('Expiry date'), '1230');
  await user.clear(screen.getByLabelText('CVC'));
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay € 51,85' }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('payment form in test mode', SLOW, () => {
  it('creates the order’s intent, shows the test cards and pays with 4242 4242 4242 4242', async () => {
    const { user, api, onPaid } = renderForm();

    expect(await screen.findByText('4242 4242 4242 4242 pays')).toBeVisible();
    await payWith(user, '4242424242424242');

    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ ok: true, paymentStatus: 'paid' }),
    );
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/payment/create-payment-intent',
        'POST /api/payment/test-mode/confirm',
        'POST /api/payment/confirm-payment',
      ]),
    );
    const intent = api.calls.find((c) => c.path === '/api/payment/create-payment-intent');
    expect(intent?.body).toEqual({ orderId: 42, amount: 51.85, currency: 'eur' });
    const confirm = api.calls.find((c) => c.path === '/api/payment/test-mode/confirm');
    expect(confirm?.body).toMatchObject({
      paymentIntentId: 'pi_test_42',
      method: 'card',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });

  it('shows a decline and lets the customer try another card on the same intent', async () => {
    const { user, api, onPaid } = renderForm();

    await payWith(user, '4000000000000002');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment failed')).toBeVisible();
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();

    await payWith(user, '4000000000009995');
    expect(await screen.findByText('Your card has insufficient funds.')).toBeVisible();

    await payWith(user, '4242424242424242');
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(api.calls.filter((c) => c.path === '/api/payment/create-payment-intent')).toHaveLength(
      1,
    );
  });

  it('asks the 3-D Secure question for 4000 0025 0000 3155 and pays once authenticated', async () => {
    const { user, onPaid } = renderForm();

    await payWith(user, '4000002500003155');
    const dialog = await screen.findByRole('dialog', { name: '3-D Secure authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Authenticate' }));

    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('reports a failed 3-D Secure authentication as a failed payment', async () => {
    const { user, onPaid } = renderForm();

    await payWith(user, '4000002500003155');
    const dialog = await screen.findByRole('dialog', { name: '3-D Secure authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));

    expect(await screen.findByText('Payment failed')).toBeVisible();
    expect(screen.getByText(/unable to authenticate your payment method/)).toBeVisible();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('checks the card fields in the browser before asking the server', async () => {
    const { user, api } = renderForm();

    await user.click(await screen.findByRole('button', { name: 'Pay € 51,85' }));

    expect(screen.getByText('Your card number is incomplete.')).toBeVisible();
    expect(screen.getByText('Your card’s expiration date is incomplete.')).toBeVisible();
    expect(screen.getByText('Your card’s security code is incomplete.')).toBeVisible();
    expect(api.calls.some((c) => c.path === '/api/payment/test-mode/confirm')).toBe(false);
  });

  it('says Payment confirmation failed when the server does not find the order paid', async () => {
    const { user, onPaid } = renderForm({
      'POST /api/payment/confirm-payment': {
        body: {
          ok: false,
          orderId: 42,
          status: 'processing',
          paymentStatus: 'processing',
          message: 'Your payment is being processed.',
        },
      },
    });

    await payWith(user, '4242424242424242');

    expect(await screen.findByText('Payment confirmation failed')).toBeVisible();
    expect(screen.getByText('Your payment is being processed.')).toBeVisible();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says Failed to create payment intent when the intent cannot be created', async () => {
    renderForm({
      'POST /api/payment/create-payment-intent': {
        status: 503,
        body: { message: 'Payments are unavailable right now. Please try again in a moment.' },
      },
    });

    expect(await screen.findByText('Failed to create payment intent')).toBeVisible();
    expect(
      screen.getByText('Payments are unavailable right now. Please try again in a moment.'),
    ).toBeVisible();
  });

  it('offers card, iDEAL | Wero and Bancontact, in that order, card first', async () => {
    renderForm();

    const choice = await screen.findByRole('radiogroup', { name: 'Payment method' });
    const methods = within(choice).getAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual([
      'card',
      'ideal',
      'bancontact',
    ]);
    expect(within(choice).getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'iDEAL | Wero' })).not.toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Bancontact' })).not.toBeChecked();
    expect(screen.getByLabelText('Card number')).toBeVisible();
  });

  it('sends the customer to the bank page for iDEAL | Wero, to come back to the return page', async () => {
    const leave = vi.spyOn(redirect, 'to').mockImplementation(() => {});
    const { user, api, onPaid } = renderForm();

    await user.click(await screen.findByRole('radio', { name: 'iDEAL | Wero' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(
      screen.getByText('You go to your bank to approve the payment, then come back here.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay € 51,85 with iDEAL | Wero' }));

    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const confirm = api.calls.find((c) => c.path === '/api/payment/test-mode/confirm');
    expect(confirm?.body).toEqual({
      paymentIntentId: 'pi_test_42',
      clientSecret: 'pi_test_42_secret_x',
      method: 'ideal',
      returnUrl: '/order/success?orderId=42',
    });
    const bank = new URL(leave.mock.calls[0]![0], window.location.origin);
    expect(bank.pathname).toBe('/test-payment/authorize');
    expect(bank.searchParams.get('return_url')).toBe('/order/success?orderId=42');
    expect(onPaid).not.toHaveBeenCalled();
    // Leaving: the button stays busy, so the payment is not started twice.
    expect(screen.getByRole('button', { name: /Pay € 51,85 with iDEAL \| Wero/ })).toBeDisabled();
  });

  it('sends Bancontact back to the page the checkout names', async () => {
    const leave = vi.spyOn(redirect, 'to').mockImplementation(() => {});
    const { user, api } = renderForm(
      {},
      { returnUrl: `${window.location.origin}/orders/merchandise/42/success` },
    );

    await user.click(await screen.findByRole('radio', { name: 'Bancontact' }));
    await user.click(screen.getByRole('button', { name: 'Pay € 51,85 with Bancontact' }));

    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(api.calls.find((c) => c.path === '/api/payment/test-mode/confirm')?.body).toMatchObject({
      method: 'bancontact',
      returnUrl: '/orders/merchandise/42/success',
    });
  });

  it('shows a bank payment that failed before the customer came back, until the next try', async () => {
    const { user } = renderForm(
      {},
      { initialProblem: { title: 'Payment failed', message: 'Your bank did not confirm.' } },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your bank did not confirm.');
    await payWith(user, '4242424242424242');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('names the methods in Dutch', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    renderForm();

    const choice = await screen.findByRole('radiogroup', { name: 'Betaalmethode' });
    expect(within(choice).getByRole('radio', { name: 'Kaart' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'iDEAL | Wero' })).toBeVisible();
    expect(within(choice).getByRole('radio', { name: 'Bancontact' })).toBeVisible();
  });

  it('checks the card fields in Dutch', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    const { user } = renderForm();

    await user.click(await screen.findByRole('button', { name: 'Betaal € 51,85' }));

    expect(screen.getByText('Je kaartnummer is onvolledig.')).toBeVisible();
    expect(screen.getByText('De vervaldatum van je kaart is niet compleet.')).toBeVisible();
    expect(screen.getByText('De beveiligingscode van je kaart is onvolledig.')).toBeVisible();
  });

  it('treats an order that is already paid as paid', async () => {
    const { onPaid } = renderForm({
      'POST /api/payment/create-payment-intent': {
        status: 409,
        body: {
          type: 'conflict',
          code: 'order_already_paid',
          message: 'This order has already been paid',
        },
      },
    });

    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });
});
