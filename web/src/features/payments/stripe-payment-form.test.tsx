import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-endpoints';
import { testModePaymentEndpoints } from '@/testing/payment-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { PaymentForm, type PaymentFormProps } from './payment-form';
import { redirect } from './redirect';

// Stripe's own code is replaced: Stripe.js would load from Stripe's servers, and the Payment
// Element is an iframe. What is left is our side: which form shows, what we ask Stripe to do,
// and what we do with its answer.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn((key: string) => Promise.resolve({ key })),
  confirmPayment: vi.fn(),
  elements: { getElement: vi.fn((): object | null => ({})) },
  /** The props the Elements provider and the Payment Element were last given. */
  seen: { elements: null as unknown, paymentElement: null as unknown },
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: (props: { stripe: unknown; options: unknown; children: ReactNode }) => {
    stripe.seen.elements = props;
    return props.children;
  },
  PaymentElement: (props: { options?: unknown }) => {
    stripe.seen.paymentElement = props;
    return <div role="group" aria-label="Stripe Payment Element" />;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

const ORDER_ID = 42;
const INTENT_ID = `pi_test_${ORDER_ID}`;
const CLIENT_SECRET = `pi_test_${ORDER_ID}_secret_x`;
let keyNumber = 0;

function renderStripeForm(
  props: Partial<PaymentFormProps> = {},
  overrides: Parameters<typeof mockApi>[0] = {},
) {
  // A key of its own per test: the form keeps one Stripe instance per publishable key.
  const publishableKey = `pk_test_${++keyNumber}`;
  const api = mockApi({
    ...testModePaymentEndpoints(ORDER_ID, 51.85),
    'GET /api/payment/config': { body: { provider: 'stripe', publishableKey } },
    ...overrides,
  });
  const onPaid = vi.fn();
  const view = renderWithProviders(
    <PaymentForm orderId={ORDER_ID} amount={51.85} onPaid={onPaid} {...props} />,
  );
  const confirmCalls = () => api.calls.filter((c) => c.path === '/api/payment/confirm-payment');
  return { ...view, api, onPaid, publishableKey, confirmCalls };
}

const payButton = () => screen.findByRole('button', { name: 'Pay € 51,85' });
const succeeded = { paymentIntent: { id: INTENT_ID, status: 'succeeded' } };
const declinedCard = {
  error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
};

beforeEach(() => {
  stripe.confirmPayment.mockReset();
  stripe.elements.getElement.mockReturnValue({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment form with Stripe Elements (a publishable key is configured)', () => {
  it('shows Stripe’s Payment Element for the order’s intent instead of the test card form', async () => {
    const { publishableKey } = renderStripeForm();

    expect(await screen.findByRole('group', { name: 'Stripe Payment Element' })).toBeVisible();
    expect(await payButton()).toBeEnabled();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText('4242 4242 4242 4242 pays')).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith(publishableKey);
    expect(stripe.seen.elements).toMatchObject({
      options: { clientSecret: CLIENT_SECRET, locale: 'en' },
    });
    // The methods the intent allows, in the order of the spec's test page.
    expect(stripe.seen.paymentElement).toEqual({
      options: { paymentMethodOrder: ['card', 'ideal', 'bancontact'] },
    });
  });

  it('a payment the bank still confirms goes to the return page, which waits for it', async () => {
    const leave = vi.spyOn(redirect, 'to').mockImplementation(() => {});
    stripe.confirmPayment.mockResolvedValue({
      paymentIntent: { id: INTENT_ID, status: 'processing' },
    });
    const { user, onPaid, confirmCalls } = renderStripeForm();

    await user.click(await payButton());

    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const back = new URL(leave.mock.calls[0]![0], window.location.origin);
    expect(back.pathname).toBe('/order/success');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      orderId: String(ORDER_ID),
      payment_intent: INTENT_ID,
      payment_intent_client_secret: CLIENT_SECRET,
      redirect_status: 'processing',
    });
    expect(onPaid).not.toHaveBeenCalled();
    expect(confirmCalls()).toHaveLength(0);
  });

  it('finishes a payment Stripe confirmed: our server settles the order, then onPaid', async () => {
    stripe.confirmPayment.mockResolvedValue(succeeded);
    const { user, onPaid, confirmCalls } = renderStripeForm();

    await user.click(await payButton());

    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ ok: true, orderId: ORDER_ID, paymentStatus: 'paid' }),
    );
    expect(confirmCalls().map((c) => c.body)).toEqual([{ paymentIntentId: INTENT_ID }]);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: {
        return_url: `${window.location.origin}/order/success?orderId=${ORDER_ID}`,
      },
      redirect: 'if_required',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a decline as Payment failed in Stripe’s words and keeps the form for another card', async () => {
    stripe.confirmPayment.mockResolvedValueOnce(declinedCard).mockResolvedValueOnce(succeeded);
    const { user, api, onPaid, confirmCalls } = renderStripeForm();

    await user.click(await payButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment failed')).toBeVisible();
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
    expect(confirmCalls()).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Stripe Payment Element' })).toBeVisible();
    expect(await payButton()).toBeEnabled();

    // Another card on the same intent.
    await user.click(await payButton());
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/payment/create-payment-intent')).toHaveLength(
      1,
    );
  });

  it('says An error occurred with your payment when Stripe gives no reason', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'api_error' } });
    const { user, onPaid } = renderStripeForm();

    await user.click(await payButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment failed')).toBeVisible();
    expect(alert).toHaveTextContent('An error occurred with your payment');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says Payment confirmation failed when our server does not find the order paid', async () => {
    stripe.confirmPayment.mockResolvedValue(succeeded);
    const { user, onPaid } = renderStripeForm(
      {},
      {
        'POST /api/payment/confirm-payment': {
          body: {
            ok: false,
            orderId: ORDER_ID,
            status: 'processing',
            paymentStatus: 'processing',
            message: 'Your payment is being processed.',
          },
        },
      },
    );

    await user.click(await payButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment confirmation failed')).toBeVisible();
    expect(alert).toHaveTextContent('Your payment is being processed.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says Card element not found when the Payment Element is missing', async () => {
    stripe.elements.getElement.mockReturnValue(null);
    const { user } = renderStripeForm();

    await user.click(await payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Card element not found');
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('says An unexpected error occurred when Stripe.js fails', async () => {
    stripe.confirmPayment.mockRejectedValue(new Error('network'));
    const { user, onPaid } = renderStripeForm();

    await user.click(await payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(onPaid).not.toHaveBeenCalled();
    expect(await payButton()).toBeEnabled();
  });

  it('at a bar asks for no billing details and sends the ones the shop has', async () => {
    stripe.confirmPayment.mockResolvedValue(succeeded);
    const { user, onPaid } = renderStripeForm({
      billingDetails: { name: 'Maria', phone: '0612345678' },
      returnUrl: 'https://shop.example/orders/42',
    });

    await user.click(await payButton());

    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(stripe.seen.paymentElement).toEqual({
      options: {
        paymentMethodOrder: ['card', 'ideal', 'bancontact'],
        fields: { billingDetails: 'never' },
      },
    });
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: {
          return_url: 'https://shop.example/orders/42',
          payment_method_data: {
            billing_details: {
              name: 'Maria',
              email: null,
              phone: '0612345678',
              address: {
                line1: null,
                line2: null,
                city: null,
                state: null,
                postal_code: null,
                country: null,
              },
            },
          },
        },
      }),
    );
  });
});
