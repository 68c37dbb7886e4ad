import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ADDRESS_POINT_MISMATCH_MESSAGE, OUT_OF_ZONE_MESSAGE } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { allOrderingOn } from '@/testing/fixtures';
import { mockApi, signedOut, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { foodOrder } from '@/testing/order-fixtures';
import { testModePaymentEndpoints } from '@/testing/payment-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import CheckoutConfirmPage from './checkout-confirm-page';

// Many keystrokes into Mantine inputs: slow when the machine is busy, not a timing check.
const SLOW = { timeout: 20_000 };

const checkoutAddress = {
  street: 'Overtoom 100',
  city: 'Amsterdam',
  state: '',
  zip: '1054 HK',
  country: 'Netherlands',
  coordinates: { lat: 52.361, lng: 4.871 },
  zone: { id: 2, name: 'West & Zuid', deliveryFee: 3.5, minimumOrderAmount: 20 },
  validatedAt: '2026-03-14T18:00:00.000Z',
  additionalInfo: 'Ring twice',
};

type OrderAnswer = MockAnswer | ((body: unknown) => MockAnswer);
const placed = foodOrder({ id: 31, total: 27.8, status: 'pending', paymentStatus: 'unpaid' });

function renderConfirm(
  order: OrderAnswer = { status: 201, body: placed },
  user: MockAnswer = userAnswer('customer'),
  state?: unknown,
) {
  const api = mockApi({
    'GET /api/user': user,
    'GET /api/ordering-status': { body: allOrderingOn },
    'POST /api/orders': order,
    ...testModePaymentEndpoints(31, 27.8),
  });
  const view = renderWithProviders(
    <StrictMode>
      <CheckoutConfirmPage />
    </StrictMode>,
    { route: '/checkout/confirm', state },
  );
  const orderPosts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/orders');
  return { ...view, api, orderPosts };
}

const summary = () => within(screen.getByRole('group', { name: 'Order summary' }));

beforeEach(() => {
  cartStore.clear();
  // 2 × 9,75 + 3,00 = 22,50
  cartStore.add({ id: 7, name: 'Panino Caprese', price: 9.75, taxRate: 0.09 });
  cartStore.add({ id: 7, name: 'Panino Caprese', price: 9.75, taxRate: 0.09 });
  cartStore.add({ id: 8, name: 'Coca-Cola 33 cl', price: 3, taxRate: 0.09 });
  sessionStorage.setItem('checkoutAddress', JSON.stringify(checkoutAddress));
});
afterEach(() => vi.unstubAllGlobals());

describe('checkout confirm: who and what', () => {
  it('sends an empty cart back to the cart', async () => {
    cartStore.clear();
    renderConfirm();
    expect(await screen.findByText('Navigated to /cart')).toBeInTheDocument();
  });

  it('sends a visitor who is neither signed in nor a guest with details to sign in', async () => {
    renderConfirm(undefined, signedOut);
    expect(await screen.findByText('Navigated to /auth')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/checkout/confirm');
  });

  it('lets a guest who gave their details confirm, without the account’s invoice choice', async () => {
    sessionStorage.setItem('guestCheckout', 'true');
    const { orderPosts } = renderConfirm(undefined, signedOut);

    expect(await screen.findByLabelText('Card number')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /Send invoice/ })).not.toBeInTheDocument();
    expect(orderPosts()).toHaveLength(1);
  });

  it('sends a bar visitor to the bar checkout', async () => {
    sessionStorage.setItem('barMode', 'true');
    renderConfirm();
    expect(await screen.findByText('Navigated to /customer/bar-checkout')).toBeInTheDocument();
  });
});

describe('checkout confirm: delivery options and fees', SLOW, () => {
  it('shows the zone’s fee and the service fee on subtotal plus fees, per option', async () => {
    const { user } = renderConfirm();
    await screen.findByLabelText('Card number');

    expect(screen.getByRole('radio', { name: /Standard Delivery/ })).toBeChecked();
    expect(summary().getByLabelText('Subtotal')).toHaveTextContent('€ 22,50');
    expect(summary().getByLabelText('Delivery fee')).toHaveTextContent('€ 3,50');
    expect(summary().queryByLabelText('Express delivery')).not.toBeInTheDocument();
    // 5 % of 22,50 + 3,50
    expect(summary().getByLabelText('Service fee (5 %)')).toHaveTextContent('€ 1,30');
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 27,30');
    // The VAT the total includes, fees too (they follow the food): 27,30 × 9/109.
    expect(summary().getByLabelText('VAT included (9 %)')).toHaveTextContent('€ 2,25');

    await user.click(screen.getByRole('radio', { name: /Express Delivery \(\+€3,00\)/ }));
    expect(summary().getByLabelText('Express delivery')).toHaveTextContent('€ 3,00');
    expect(summary().getByLabelText('Service fee (5 %)')).toHaveTextContent('€ 1,45');
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 30,45');
    expect(summary().getByLabelText('VAT included (9 %)')).toHaveTextContent('€ 2,51');

    await user.click(screen.getByRole('radio', { name: /Scheduled Delivery/ }));
    expect(summary().queryByLabelText('Express delivery')).not.toBeInTheDocument();
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 27,30');
    expect(screen.getByRole('combobox', { name: 'Delivery time' })).toHaveValue('asap');
  });

  it('sends the address with its coordinates, the option and the invoice choice', async () => {
    const { orderPosts } = renderConfirm();
    await screen.findByLabelText('Card number');

    expect(orderPosts()[0]?.body).toMatchObject({
      orderType: 'normal',
      items: [
        { menuItemId: 7, quantity: 2 },
        { menuItemId: 8, quantity: 1 },
      ],
      deliveryAddress: {
        streetAddress: 'Overtoom 100',
        zipCode: '1054 HK',
        city: 'Amsterdam',
        additionalInfo: 'Ring twice',
        latitude: 52.361,
        longitude: 4.871,
      },
      deliveryOption: 'standard',
      paymentMethod: 'card',
      sendInvoice: true,
    });
    expect(screen.getByRole('checkbox', { name: /Send invoice to my e-mail/ })).toBeChecked();
    expect(screen.getByText('maria@example.com')).toBeVisible();
  });

  it('places a scheduled order with the chosen time when the customer continues', async () => {
    const { user, orderPosts } = renderConfirm();
    await screen.findByLabelText('Card number');

    await user.click(screen.getByRole('radio', { name: /Scheduled Delivery/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery time' }), '1h');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await vi.waitFor(() => expect(orderPosts()).toHaveLength(2));
    expect(orderPosts()[1]?.body).toMatchObject({
      deliveryOption: 'scheduled',
      scheduledFor: '1h',
    });
    expect(orderPosts()[1]?.headers.get('Idempotency-Key')).not.toBe(
      orderPosts()[0]?.headers.get('Idempotency-Key'),
    );
  });
});

describe('checkout confirm: placing the order once', SLOW, () => {
  it('places one order on arrival, with an Idempotency-Key, however often it renders', async () => {
    const { user, orderPosts } = renderConfirm();
    await screen.findByLabelText('Card number');
    expect(screen.getByLabelText('Amount due')).toHaveTextContent('€ 27,80');

    // Another option (not yet placed) and back: the order already placed is shown again.
    await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Standard Delivery/ }));
    await screen.findByLabelText('Card number');

    expect(orderPosts()).toHaveLength(1);
    expect(orderPosts()[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same key again when the same order is tried again', async () => {
    let calls = 0;
    const { user, orderPosts } = renderConfirm(() =>
      ++calls === 1
        ? { status: 503, body: { type: 'unavailable', message: 'Please try again.' } }
        : { status: 201, body: placed },
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByLabelText('Card number');

    const [first, second] = orderPosts();
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });
});

describe('checkout confirm: refusals in the server’s words', () => {
  const refusal = (status: number, code: string, message: string) => () => ({
    status,
    body: { type: status === 409 ? 'conflict' : 'invalid_data', code, message },
  });

  it('outside every zone: the out-of-range text and the way to another address', async () => {
    renderConfirm(refusal(422, 'out_of_zone', OUT_OF_ZONE_MESSAGE));
    expect(await screen.findByText(OUT_OF_ZONE_MESSAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose another address' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('an address far from its map point: the server’s text and the way to another address', async () => {
    renderConfirm(refusal(422, 'address_point_mismatch', ADDRESS_POINT_MISMATCH_MESSAGE));
    expect(await screen.findByText(ADDRESS_POINT_MISMATCH_MESSAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose another address' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('under the minimum: the zone’s minimum and the way back to the menu', async () => {
    const text = 'The minimum order for West & Zuid is € 25,00';
    renderConfirm(refusal(422, 'below_minimum_order', text));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add more items' })).toHaveAttribute('href', '/menu');
  });

  it('food ordering switched off: the switch’s text and the way back to the cart', async () => {
    const text = 'Food ordering and delivery is currently unavailable';
    renderConfirm(refusal(409, 'food_ordering_disabled', text));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).getByRole('link', { name: 'Back to Cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });
});

describe('checkout confirm: paying', SLOW, () => {
  it('clears the cart and opens the success page of the paid order', async () => {
    const { user } = renderConfirm();

    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay € 27,80' }));

    expect(await screen.findByText('Navigated to /order/success')).toBeInTheDocument();
    expect(screen.getByText('With query ?orderId=31')).toBeInTheDocument();
    expect(cartStore.getItems()).toEqual([]);
    expect(sessionStorage.getItem('checkoutAttempts')).toBeNull();
  });
});

describe('checkout confirm: back from a bank payment that did not go through', SLOW, () => {
  const bankFailed = {
    paymentProblem: {
      title: 'Payment failed',
      message:
        'Your bank did not confirm the payment, so nothing was charged. Your order is kept: choose a payment method and try again.',
    },
  };

  it('shows why, keeps the cart and the choices, and sends the same order under the same key', async () => {
    const express = foodOrder({ id: 32, total: 30.95, status: 'pending', paymentStatus: 'unpaid' });
    const answer = (body: unknown) => ({
      status: 201,
      body: (body as { deliveryOption: string }).deliveryOption === 'express' ? express : placed,
    });
    const first = renderConfirm(answer);
    await screen.findByLabelText('Card number');
    await first.user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    await first.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() => expect(first.orderPosts()).toHaveLength(2));
    const expressKey = first.orderPosts()[1]?.headers.get('Idempotency-Key');
    // Off to the bank: the page is left.
    first.unmount();

    const back = renderConfirm(answer, userAnswer('customer'), bankFailed);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent(
      'Your bank did not confirm the payment, so nothing was charged.',
    );
    expect(screen.getByRole('radio', { name: /Express Delivery/ })).toBeChecked();
    expect(summary().getByLabelText('Subtotal')).toHaveTextContent('€ 22,50');
    expect(back.orderPosts()).toHaveLength(1);
    expect(back.orderPosts()[0]?.body).toMatchObject({ deliveryOption: 'express' });
    expect(back.orderPosts()[0]?.headers.get('Idempotency-Key')).toBe(expressKey);
    expect(screen.getByText(/Order #32/)).toBeVisible();
  });

  it('shows nothing of the kind on an ordinary visit', async () => {
    renderConfirm();
    await screen.findByLabelText('Card number');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
