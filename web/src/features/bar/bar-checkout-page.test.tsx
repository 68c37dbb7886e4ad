import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cartStore } from '@/features/cart/cart-store';
import { allOrderingOn } from '@/testing/fixtures';
import { mockApi, signedOut, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { barOrder } from '@/testing/order-fixtures';
import { testModePaymentEndpoints } from '@/testing/payment-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import BarCheckoutPage from './bar-checkout-page';

// Many keystrokes into Mantine inputs: slow when the machine is busy, not a timing check.
const SLOW = { timeout: 20_000 };

const fiorella = { id: 1, slug: 'bar-fiorella', name: 'Bar Fiorella' };

function renderBarCheckout(user: MockAnswer = signedOut, state?: unknown) {
  const api = mockApi({
    'GET /api/user': user,
    'GET /api/ordering-status': { body: allOrderingOn },
    'GET /api/bars/bar-fiorella': {
      body: { ...fiorella, address: 'Nieuwmarkt 17, 1012 CR Amsterdam', active: true },
    },
    'POST /api/orders': { status: 201, body: barOrder({ id: 44, total: 13.65 }) },
    ...testModePaymentEndpoints(44, 13.65),
  });
  const view = renderWithProviders(<BarCheckoutPage />, {
    route: '/customer/bar-checkout',
    state,
  });
  const orderPosts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/orders');
  return { ...view, orderPosts };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

beforeEach(() => {
  cartStore.clear();
  // 2 × 6,50
  cartStore.add({ id: 21, name: 'Arancini al Ragù (2)', price: 6.5, taxRate: 0.09 });
  cartStore.add({ id: 21, name: 'Arancini al Ragù (2)', price: 6.5, taxRate: 0.09 });
  sessionStorage.setItem('barMode', 'true');
  sessionStorage.setItem('barOrderData', JSON.stringify(fiorella));
});
afterEach(() => vi.unstubAllGlobals());

describe('bar checkout', SLOW, () => {
  it('shows the pickup at the bar instead of an address, and no delivery fee', async () => {
    renderBarCheckout();

    const pickup = await screen.findByRole('region', { name: 'Pickup' });
    expect(pickup).toHaveTextContent('Pickup at Bar Fiorella');
    expect(await within(pickup).findByText('Nieuwmarkt 17, 1012 CR Amsterdam')).toBeVisible();
    const summary = within(screen.getByRole('group', { name: 'Order summary' }));
    expect(summary.queryByLabelText('Delivery fee')).not.toBeInTheDocument();
    // 5 % of 13,00
    expect(summary.getByLabelText('Service fee (5 %)')).toHaveTextContent('€ 0,65');
    expect(summary.getByLabelText('Total')).toHaveTextContent('€ 13,65');
  });

  it('asks a guest for name, phone and e-mail with the guest form’s messages', async () => {
    const { user, orderPosts } = renderBarCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(orderPosts()).toHaveLength(0);
  });

  it('places a bar order for the bar, without an address, and pays for it', async () => {
    const { user, orderPosts } = renderBarCheckout();
    await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Maria');
    await user.type(field('Phone'), '+31 6 12345678');
    await user.type(field('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    const body = orderPosts()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      orderType: 'bar',
      barSlug: 'bar-fiorella',
      items: [{ menuItemId: 21, quantity: 2 }],
      customerName: 'Maria',
      customerPhone: '+31 6 12345678',
      email: 'maria@example.com',
      paymentMethod: 'card',
    });
    expect(body).not.toHaveProperty('deliveryAddress');
    expect(orderPosts()[0]?.headers.get('Idempotency-Key')).toBeTruthy();

    await user.type(screen.getByLabelText('Expiry date'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay € 13,65' }));

    expect(await screen.findByText('Navigated to /order/success')).toBeInTheDocument();
    expect(screen.getByText('With query ?orderId=44')).toBeInTheDocument();
    expect(cartStore.getItems()).toEqual([]);
  });

  it('takes a signed-in customer’s e-mail from the account and offers the invoice choice', async () => {
    const { user, orderPosts } = renderBarCheckout(userAnswer('customer'));
    expect(await screen.findByRole('textbox', { name: /^Full name/ })).toHaveValue('maria');
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    await user.type(field('Phone'), '+31 6 12345678');
    await user.click(screen.getByRole('checkbox', { name: /Send invoice to my e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await screen.findByLabelText('Card number');
    const body = orderPosts()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ orderType: 'bar', customerName: 'maria', sendInvoice: false });
    expect(body).not.toHaveProperty('email');
  });

  it('without a bar, points to the bar’s QR code', async () => {
    sessionStorage.removeItem('barOrderData');
    renderBarCheckout();
    expect(await screen.findByText('No bar selected')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Scan QR Code' })).toHaveAttribute('href', '/bar/scan');
  });
});

describe('bar checkout, back from a bank payment that did not go through', SLOW, () => {
  it('keeps the contact given, sends the same order under the same key and says why', async () => {
    const first = renderBarCheckout();
    await first.user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Maria');
    await first.user.type(field('Phone'), '+31 6 12345678');
    await first.user.type(field('Email'), 'maria@example.com');
    await first.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByLabelText('Card number');
    const sent = first.orderPosts()[0]!;
    first.unmount();

    const back = renderBarCheckout(signedOut, {
      paymentProblem: { title: 'Payment failed', message: 'Your bank did not confirm.' },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your bank did not confirm.');
    expect(field('Full name')).toHaveValue('Maria');
    expect(field('Full name')).toBeDisabled();
    await vi.waitFor(() => expect(back.orderPosts()).toHaveLength(1));
    expect(back.orderPosts()[0]?.body).toEqual(sent.body);
    expect(back.orderPosts()[0]?.headers.get('Idempotency-Key')).toBe(
      sent.headers.get('Idempotency-Key'),
    );
  });

  it('on an ordinary visit asks for the contact again', async () => {
    sessionStorage.setItem(
      'checkoutChoices',
      JSON.stringify({ barContact: { name: 'Maria', phone: '+31 6 12345678' } }),
    );
    const { orderPosts } = renderBarCheckout();
    expect(await screen.findByRole('textbox', { name: /^Full name/ })).toHaveValue('');
    expect(orderPosts()).toHaveLength(0);
  });
});
