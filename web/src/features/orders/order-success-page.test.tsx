import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cartStore } from '@/features/cart/cart-store';
import { mockApi } from '@/testing/mock-endpoints';
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

  it('without an order number: being prepared, arriving in 30-45 minutes', async () => {
    renderSuccess({ body: {} }, '/order/success');
    expect(await screen.findByText('Being Prepared')).toBeVisible();
    expect(screen.getByText('30-45 minutes')).toBeVisible();
  });
});
