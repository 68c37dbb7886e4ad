import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { cartStore } from '@/features/cart/cart-store';
import { applyServerMessage } from '@/features/realtime/apply-server-message';
import { RealtimeContext } from '@/lib/realtime-context';
import { mockApi, type MockAnswer } from '@/testing/mock-endpoints';
import { barOrder, foodOrder } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { formatTime } from './order-format';
import OrderSuccessPage from './order-success-page';

const LOAD_ERROR =
  'Unable to load your order information. Please check your email for confirmation.';

function renderSuccess(orderAnswer: unknown, route = '/order/success?orderId=12') {
  const api = mockApi({ 'GET /api/orders/12': orderAnswer as never });
  return { ...renderWithProviders(<OrderSuccessPage />, { route }), api };
}

beforeEach(() => {
  cartStore.clear();
  cartStore.add({ id: 7, name: 'Panino Caprese', price: 9.75 });
});
afterEach(() => vi.unstubAllGlobals());

describe('order confirmed page', () => {
  it('shows the paid order: status, estimate, number, address and note, lines, totals, payment', async () => {
    const order = foodOrder({ createdAt: new Date().toISOString(), estimatedDelivery: null });
    renderSuccess({ body: { order } });

    expect(await screen.findByLabelText('Order status')).toHaveTextContent('Being Prepared');
    const expected = formatTime(new Date(new Date(order.createdAt).getTime() + 45 * 60_000));
    expect(screen.getByLabelText('Estimated delivery time')).toHaveTextContent(expected);
    expect(screen.getByLabelText('Order number')).toHaveTextContent('#12');

    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('Overtoom 100');
    expect(address).toHaveTextContent('1054 HK Amsterdam');
    expect(address).toHaveTextContent('Note: Third floor, ring twice');

    const lines = within(screen.getByRole('group', { name: 'Order total' }));
    expect(lines.getByText('2 × Panino Caprese')).toBeVisible();
    expect(lines.getByText('Extra mozzarella')).toBeVisible();
    expect(lines.getByText('Sandwich: Panino Porchetta')).toBeVisible();
    expect(lines.getByText('Drink: Beer')).toBeVisible();
    expect(lines.getByLabelText('Subtotal')).toHaveTextContent('€ 35,00');
    expect(lines.getByLabelText('Delivery fee')).toHaveTextContent('€ 3,50');
    expect(lines.getByLabelText('Total')).toHaveTextContent('€ 40,43');
    // The VAT the total includes, per rate: the combo's beer and its share of the fees at 21 %.
    expect(lines.getByLabelText('VAT included (9 %)')).toHaveTextContent('€ 2,93');
    expect(lines.getByLabelText('VAT included (21 %)')).toHaveTextContent('€ 0,86');
    expect(screen.getByLabelText('Payment method')).toHaveTextContent('Credit/Debit Card');
    expect(
      screen.getByText('A confirmation email has been sent to maria@example.com.'),
    ).toBeVisible();
  });

  it('empties the cart on arrival', async () => {
    renderSuccess({ body: { order: foodOrder() } });
    await screen.findByLabelText('Order number');
    expect(cartStore.getItems()).toEqual([]);
  });

  it('offers View All Orders, Continue Shopping, Refresh Status and the receipt', async () => {
    const { user, api } = renderSuccess({ body: { order: foodOrder({ status: 'pending' }) } });
    await screen.findByLabelText('Order number');

    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute(
      'href',
      '/customer/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/menu',
    );
    expect(screen.getByRole('link', { name: 'Print Receipt' })).toHaveAttribute(
      'href',
      '/print-order?id=12',
    );
    await user.click(screen.getByRole('button', { name: 'Refresh Status' }));
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/orders/12')).toHaveLength(2),
    );
  });

  it('shows the bar to pick up at instead of an address', async () => {
    renderSuccess({ body: { order: barOrder() } });
    expect(await screen.findByRole('region', { name: 'Pickup' })).toHaveTextContent(
      'Pickup at Bar Fiorella',
    );
    expect(screen.queryByRole('region', { name: 'Delivery address' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Estimated pickup time')).toBeVisible();
  });

  it('says what the spec says when the order cannot be loaded', async () => {
    renderSuccess({ status: 404, body: { type: 'not_found', message: 'Order not found' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading order details');
    expect(alert).toHaveTextContent(LOAD_ERROR);
  });

  it('shows iDEAL | Wero as the payment method of an order paid by iDEAL', async () => {
    renderSuccess({ body: { order: foodOrder({ paymentMethod: 'ideal' }) } });
    expect(await screen.findByLabelText('Payment method')).toHaveTextContent('iDEAL | Wero');
  });

  it('without an order number: being prepared, arriving in 30-45 minutes', async () => {
    renderSuccess({ body: {} }, '/order/success');
    expect(await screen.findByText('Being Prepared')).toBeVisible();
    expect(screen.getByText('30-45 minutes')).toBeVisible();
  });
});

const RETURN =
  '/order/success?orderId=12&payment_intent=pi_12&payment_intent_client_secret=pi_12_secret_x';

/** Back from the bank: the server's answer to confirm-payment, and the order as it reads. */
function renderReturn(
  redirectStatus: string,
  confirm: MockAnswer,
  order: () => MockAnswer = () => ({ body: { order: foodOrder() } }),
) {
  const api = mockApi({
    'POST /api/payment/confirm-payment': confirm,
    'GET /api/orders/12': () => order(),
  });
  const followOrder = vi.fn(() => () => {});
  const view = renderWithProviders(
    <RealtimeContext value={{ status: 'connected', subscribe: () => () => {}, followOrder }}>
      <OrderSuccessPage />
    </RealtimeContext>,
    { route: `${RETURN}&redirect_status=${redirectStatus}`, path: '/order/success' },
  );
  return { ...view, api, followOrder };
}

const answer = (ok: boolean, status: string, paymentStatus: string): MockAnswer => ({
  body: { ok, orderId: 12, status, paymentStatus, message: ok ? 'Payment successful' : 'No' },
});

describe('order confirmed page, back from the bank', () => {
  it('asks the server about the payment before reading the order, then shows it paid', async () => {
    const { api } = renderReturn('succeeded', answer(true, 'succeeded', 'paid'));

    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    expect(await screen.findByLabelText('Order status')).toHaveTextContent('Being Prepared');
    const paths = api.calls.map((c) => c.path);
    expect(paths.indexOf('/api/payment/confirm-payment')).toBeLessThan(
      paths.indexOf('/api/orders/12'),
    );
    expect(api.calls[0]?.body).toEqual({ paymentIntentId: 'pi_12' });
    expect(cartStore.getItems()).toEqual([]);
  });

  it('a failed bank payment goes back to the checkout with the cart, and reads no order', async () => {
    const { api } = renderReturn('failed', answer(false, 'requires_payment_method', 'unpaid'));

    expect(await screen.findByText('Navigated to /checkout/confirm')).toBeVisible();
    expect(cartStore.getItems()).toHaveLength(1);
    expect(api.calls.some((c) => c.path === '/api/orders/12')).toBe(false);
  });

  it('believes the server, not the query: "succeeded" that did not pay goes back too', async () => {
    renderReturn('succeeded', answer(false, 'requires_payment_method', 'unpaid'));

    expect(await screen.findByText('Navigated to /checkout/confirm')).toBeVisible();
    expect(cartStore.getItems()).toHaveLength(1);
  });

  it('at a bar, a failed bank payment goes back to the bar checkout', async () => {
    sessionStorage.setItem('barMode', 'true');
    try {
      renderReturn('failed', answer(false, 'requires_payment_method', 'unpaid'));
      expect(await screen.findByText('Navigated to /customer/bar-checkout')).toBeVisible();
    } finally {
      sessionStorage.removeItem('barMode');
    }
  });

  it('while the bank confirms: says it waits, claims nothing, and moves on when the order is paid', async () => {
    let order = foodOrder({
      status: 'pending',
      paymentStatus: 'processing',
      paymentMethod: 'ideal',
    });
    const { queryClient, followOrder } = renderReturn(
      'succeeded',
      answer(false, 'processing', 'processing'),
      () => ({ body: { order } }),
    );

    expect(await screen.findByRole('heading', { name: 'Waiting for your bank' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your bank is confirming the payment. This page moves on by itself as soon as it has.',
    );
    expect(await screen.findByLabelText('Order status')).toHaveTextContent('Awaiting payment');
    expect(
      screen.getByText(
        'You will get a confirmation e-mail once your bank has confirmed the payment.',
      ),
    ).toBeVisible();
    expect(followOrder).toHaveBeenCalledWith(12, null);
    // The order is placed and the money on its way: the cart became this order.
    expect(cartStore.getItems()).toEqual([]);

    // The webhook settles it; the order's topic says so.
    order = foodOrder({ status: 'preparing', paymentStatus: 'paid', paymentMethod: 'ideal' });
    act(() =>
      applyServerMessage(queryClient, {
        type: 'order-status',
        topic: 'order/12',
        orderId: 12,
        status: 'preparing',
        paymentStatus: 'paid',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    expect(screen.getByLabelText('Order status')).toHaveTextContent('Being Prepared');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Payment method')).toHaveTextContent('iDEAL | Wero');
  });
});
