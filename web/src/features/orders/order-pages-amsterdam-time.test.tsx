import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { changeLanguage } from '@/i18n';
import { RealtimeContext } from '@/lib/realtime-context';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { foodOrder } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { OTHER_ZONES, onDeviceInZone } from '@/testing/time-zone';
import MyOrdersPage from './my-orders-page';
import OrderSuccessPage from './order-success-page';
import OrderTrackingPage from './order-tracking-page';
import PrintOrderPage from './print-order-page';

vi.mock('@/features/map/delivery-map', () => ({ DeliveryMap: () => null }));

/** The test owns the clock: 19:40 in Amsterdam on 14 March 2026 (winter time, UTC+1). */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  onTestFinished(() => void vi.useRealTimers());
}

// The case: placed 18:30 UTC (19:30 in Amsterdam), expected 19:15 UTC (20:15).
const order = foodOrder({ estimatedDelivery: '2026-03-14T19:15:00.000Z' });

describe.each(OTHER_ZONES)('the order pages on a device set to %s', (zone) => {
  onDeviceInZone(zone);

  it('the success page expects the order at Amsterdam’s 20:15, in English and in Dutch', async () => {
    at('2026-03-14T18:40:00.000Z');
    mockApi({ 'GET /api/orders/12': { body: { order } } });
    const { unmount } = renderWithProviders(<OrderSuccessPage />, {
      route: '/order/success?orderId=12',
    });
    expect(await screen.findByLabelText('Estimated delivery time')).toHaveTextContent(/^20:15$/);
    unmount();

    await changeLanguage('nl');
    onTestFinished(() => changeLanguage('en'));
    renderWithProviders(<OrderSuccessPage />, { route: '/order/success?orderId=12' });
    expect(await screen.findByLabelText('Verwachte bezorgtijd')).toHaveTextContent(/^20:15$/);
  });

  it('the tracking page gives every step and the estimate on Amsterdam’s clock', async () => {
    at('2026-03-14T18:40:00.000Z');
    mockApi({
      'GET /api/user': userAnswer('customer'),
      'GET /api/orders/12': { body: { order } },
      'GET /api/settings': { body: { address: '', phone: '', email: '', openingHours: '{}' } },
    });
    renderWithProviders(
      <RealtimeContext
        value={{ status: 'connected', subscribe: () => () => {}, followOrder: () => () => {} }}
      >
        <OrderTrackingPage />
      </RealtimeContext>,
      { route: '/order/12', path: '/order/:id' },
    );
    expect(await screen.findByLabelText('Estimate')).toHaveTextContent(/^Expected around 20:15$/);
    const steps = within(screen.getByRole('list', { name: 'Order progress' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps.slice(0, 2)).toEqual(['Order placed19:30', 'Paid19:31']);
  });

  it('My Orders and the receipt date a late order on Amsterdam’s calendar', async () => {
    // 23:30 UTC on the 14th is half past midnight on the 15th in Amsterdam.
    const late = foodOrder({ id: 21, status: 'delivered', createdAt: '2026-03-14T23:30:00Z' });
    mockApi({ 'GET /api/orders': { body: { orders: [late] } } });
    const { user, unmount } = renderWithProviders(<MyOrdersPage />, {
      route: '/customer/orders',
    });
    await user.click(await screen.findByRole('tab', { name: 'Order History' }));
    expect(await screen.findByText('Mar 15, 2026 00:30')).toBeVisible();
    unmount();

    vi.spyOn(window, 'print').mockImplementation(() => {});
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/orders/21'], late);
    queryClient.setQueryData(['/api/settings'], { address: 'Kinkerstraat 12' });
    renderWithProviders(<PrintOrderPage />, { route: '/print-order?id=21', queryClient });
    const receipt = within(screen.getByRole('article', { name: 'Receipt' }));
    expect(receipt.getByLabelText('Date')).toHaveTextContent(/^Mar 15, 2026 00:30$/);
  });
});
