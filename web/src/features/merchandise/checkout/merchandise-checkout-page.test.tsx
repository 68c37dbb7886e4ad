import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cartStore } from '@/features/cart/cart-store';
import { allOrderingOn, merchandiseOrder } from '@/testing/fixtures';
import { mockApi, type MockAnswer } from '@/testing/mock-endpoints';
import { testModePaymentEndpoints } from '@/testing/payment-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { merchandiseCartStore } from '@/features/cart/merchandise-cart-store';
import MerchandiseCheckoutPage from './merchandise-checkout-page';

// Many keystrokes into Mantine inputs: slow when the machine is busy, not a timing check.
const SLOW = { timeout: 20_000 };

const MISSING = 'Missing information: Please fill in all required shipping details.';
const shirt = { id: 5, name: 'Logo T-Shirt', price: 22.95 };

type OrderAnswer = MockAnswer | ((body: unknown) => MockAnswer);
function renderCheckout(
  order: OrderAnswer = { status: 201, body: merchandiseOrder() },
  state?: unknown,
) {
  const api = mockApi({
    'GET /api/ordering-status': { body: allOrderingOn },
    'POST /api/merchandise/orders': order,
    'GET /api/merchandise-orders/42': {
      body: merchandiseOrder({ status: 'pending', paymentStatus: 'unpaid' }),
    },
    ...testModePaymentEndpoints(42, 51.85),
  });
  const view = renderWithProviders(<MerchandiseCheckoutPage />, {
    route: '/merchandise/checkout',
    state,
  });
  return { ...view, api };
}
type User = ReturnType<typeof renderCheckout>['user'];

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
/** Fills the required fields as a browser's autofill does: one input event per field. */
async function fillRequired(user: User) {
  const values: [label: string, value: string][] = [
    ['First name', 'Maria'],
    ['Last name', 'van Dijk'],
    ['Email', 'maria@example.com'],
    ['Address line 1', 'Prinsengracht 263'],
    ['City', 'Amsterdam'],
    ['Postal code', '1016 GV'],
  ];
  for (const [label, value] of values) {
    await user.click(field(label));
    await user.paste(value);
  }
}
const summary = () => within(screen.getByRole('group', { name: 'Order summary' }));
const continueButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

beforeEach(() => {
  merchandiseCartStore.clear();
  cartStore.clear();
  merchandiseCartStore.add(shirt);
  merchandiseCartStore.add(shirt);
});
afterEach(() => vi.unstubAllGlobals());

describe('merchandise checkout: the form', SLOW, () => {
  it('keeps the button disabled with the missing-information text until the required fields are filled', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('button', { name: 'Continue to Payment' });

    expect(screen.getByText(MISSING)).toBeVisible();
    expect(continueButton()).toBeDisabled();

    await fillRequired(user);

    expect(screen.queryByText(MISSING)).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    await user.clear(field('City'));
    expect(screen.getByText(MISSING)).toBeVisible();
  });

  it('ships to the Netherlands by default, or Belgium, Germany or France', () => {
    renderCheckout();
    const country = screen.getByRole('combobox', { name: /^Country/ });

    expect(country).toHaveValue('Netherlands');
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Netherlands', 'Belgium', 'Germany', 'France']);
  });

  it('shows the checkout’s shipping (5,95 below 50 euro, free from 50) and the 21 % VAT included', async () => {
    renderCheckout();

    expect(summary().getByLabelText('Subtotal')).toHaveTextContent('€ 45,90');
    expect(summary().getByLabelText('Shipping')).toHaveTextContent('€ 5,95');
    // 21 % VAT in the goods and their shipping: 51,85 × 21/121.
    expect(summary().getByLabelText('VAT included (21 %)')).toHaveTextContent('€ 9,00');
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 51,85');

    merchandiseCartStore.add(shirt);
    expect(await summary().findByText('Free')).toBeVisible();
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 68,85');
  });

  it('sells a food cart that holds only merchandise when the merchandise cart is empty', () => {
    merchandiseCartStore.clear();
    cartStore.add({ id: 9, name: 'Canvas Tote Bag', price: 14.95, isMerchandise: true });
    renderCheckout();

    expect(summary().getByText('1 × Canvas Tote Bag')).toBeVisible();
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 20,90');
  });

  it('shows Service Unavailable while merchandise ordering is switched off', async () => {
    mockApi({
      'GET /api/ordering-status': { body: { ...allOrderingOn, merchandiseOrderingEnabled: false } },
    });
    renderWithProviders(<MerchandiseCheckoutPage />, { route: '/merchandise/checkout' });

    expect(await screen.findByRole('button', { name: 'Service Unavailable' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Merchandise ordering is currently unavailable',
    );
  });
});

describe('merchandise checkout: ordering and paying', SLOW, () => {
  it('places the order with an Idempotency-Key, pays, clears the cart and goes to the success page', async () => {
    const { user, api } = renderCheckout();
    await fillRequired(user);
    await user.click(continueButton());

    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay € 51,85' }));

    expect(
      await screen.findByText('Navigated to /orders/merchandise/42/success'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Order placed successfully! You will receive a confirmation email shortly.'),
    ).toBeInTheDocument();
    expect(merchandiseCartStore.getItems()).toEqual([]);
    const order = api.calls.find((c) => c.path === '/api/merchandise/orders');
    expect(order?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(order?.body).toEqual({
      items: [{ merchandiseId: 5, quantity: 2, price: 22.95 }],
      shippingAddress: {
        firstName: 'Maria',
        lastName: 'van Dijk',
        email: 'maria@example.com',
        line1: 'Prinsengracht 263',
        city: 'Amsterdam',
        postalCode: '1016 GV',
        country: 'Netherlands',
      },
      totalAmount: 51.85,
      shippingCost: 5.95,
      type: 'merchandise',
    });
  });

  it('toasts Order failed with the server’s message and retries with the same key', async () => {
    let attempts = 0;
    const { user, api } = renderCheckout(() =>
      ++attempts === 1
        ? { status: 400, body: { message: 'Some items in your cart are no longer available' } }
        : { status: 201, body: merchandiseOrder() },
    );
    await fillRequired(user);

    await user.click(continueButton());
    expect(await screen.findByText('Order failed')).toBeInTheDocument();
    expect(screen.getByText('Some items in your cart are no longer available')).toBeInTheDocument();
    await user.click(continueButton());
    await screen.findByLabelText('Card number');

    const keys = api.calls
      .filter((c) => c.path === '/api/merchandise/orders')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says Please try again. when the server cannot be reached', async () => {
    const { user } = renderCheckout(
      () => Promise.reject(new TypeError('Failed to fetch')) as never,
    );
    await fillRequired(user);

    await user.click(continueButton());

    expect(await screen.findByText('Order failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });
});

describe('merchandise checkout: back from a bank payment that did not go through', SLOW, () => {
  it('shows why and the same order to pay again, with the details it was placed with', async () => {
    const first = renderCheckout();
    await fillRequired(first.user);
    await first.user.click(continueButton());
    await screen.findByLabelText('Card number');
    first.unmount();

    const back = renderCheckout(undefined, {
      paymentProblem: { title: 'Payment failed', message: 'Your bank did not confirm.' },
      orderId: 42,
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your bank did not confirm.');
    expect(screen.getByText('Order #42')).toBeVisible();
    expect(field('First name')).toHaveValue('Maria');
    expect(field('City')).toHaveValue('Amsterdam');
    expect(await screen.findByRole('button', { name: 'Pay € 51,85' })).toBeEnabled();
    expect(back.api.calls.some((c) => c.path === '/api/merchandise/orders')).toBe(false);
    expect(summary().getByLabelText('Subtotal')).toHaveTextContent('€ 45,90');
  });
});
