import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RealtimeContext } from '@/lib/realtime-context';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { barOrder, foodOrder } from '@/testing/order-fixtures';
import { inDutch } from '@/testing/in-dutch';
import { renderWithProviders } from '@/testing/test-utils';
import MyOrdersPage from './my-orders-page';
import OrderTrackingPage from './order-tracking-page';
import PrintOrderPage from './print-order-page';

// jsdom cannot draw WebGL: the map lists the places it would show.
vi.mock('@/features/map/delivery-map', () => ({
  DeliveryMap: ({ points = [] }: { points?: { id: string; label: string }[] }) => (
    <ul aria-label="Kaartpunten">
      {points.map((p) => (
        <li key={p.id}>{p.label}</li>
      ))}
    </ul>
  ),
}));

inDutch();

const inMinutes = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 10_000).toISOString();

describe('the order pages in Dutch', () => {
  it('track an order with Dutch status, timeline, estimate and totals', async () => {
    // The estimate is 65 minutes ahead: the test owns the clock, so it never crosses midnight.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-14T19:00:00.000Z') });
    onTestFinished(() => void vi.useRealTimers());
    mockApi({
      'GET /api/user': userAnswer('customer'),
      'GET /api/orders/12': {
        body: {
          order: foodOrder({
            // Accepted with 20 minutes, then 5 more: the step keeps the 20 the api noted.
            prepMinutes: 25,
            estimatedDelivery: inMinutes(65),
            statusHistory: [
              ...foodOrder().statusHistory,
              {
                status: 'preparing',
                move: 'accept',
                at: '2026-03-14T18:33:00.000Z',
                note: '20 minutes',
              },
            ],
          }),
        },
      },
      'GET /api/settings': {
        body: { address: '', phone: '', email: '', openingHours: '{}' },
      },
    });
    renderWithProviders(
      <RealtimeContext
        value={{ status: 'connected', subscribe: () => () => {}, followOrder: () => () => {} }}
      >
        <OrderTrackingPage />
      </RealtimeContext>,
      { route: '/order/12', path: '/order/:id' },
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volg je bestelling' }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Verwachting')).toHaveTextContent(
      /^Verwacht rond \d\d:\d\d$/,
    );
    expect(screen.getByText('over ongeveer 1 uur 5 minuten')).toBeVisible();
    const status = within(screen.getByRole('region', { name: 'Status van je bestelling' }));
    expect(status.getByText('In bereiding')).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Voortgang van je bestelling' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps[0]).toMatch(/^Bestelling geplaatst/);
    expect(steps[2]).toMatch(/^Aangenomen door de keukenBereidingstijd: 20 minuten/);
    expect(steps.slice(3)).toEqual(['Klaar', 'Onderweg naar je toe', 'Bezorgd']);
    const total = within(screen.getByRole('group', { name: 'Totaal van je bestelling' }));
    expect(total.getByLabelText('Totaal')).toHaveTextContent('€ 40,43');
    expect(screen.getByRole('button', { name: 'Status vernieuwen' })).toBeVisible();
    expect(screen.queryByText(/Track Order|Order placed|Expected around/)).toBeNull();
  });

  it('list my orders under Dutch tabs, a past one with a Dutch date', async () => {
    mockApi({
      'GET /api/orders': { body: { orders: [foodOrder({ id: 21, status: 'delivered' })] } },
    });
    const { user } = renderWithProviders(<MyOrdersPage />, { route: '/customer/orders' });

    expect(await screen.findByText('Geen lopende bestellingen')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mijn bestellingen' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Eerdere bestellingen' }));
    expect(await screen.findByText('Bestelling #21')).toBeVisible();
    expect(screen.getByText(/^14 mrt 2026 \d\d:\d\d$/)).toBeVisible();
    expect(screen.getByText('Bezorgd')).toBeVisible();
  });

  it('print a Dutch receipt, and say in Dutch when there is no order', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    vi.spyOn(window, 'close').mockImplementation(() => {});
    mockApi({});
    const queryClient = createQueryClient();
    const order = foodOrder({ id: 12, paymentMethod: 'card' });
    queryClient.setQueryData(['/api/orders/12'], order);
    queryClient.setQueryData(['/api/settings'], { address: 'Kinkerstraat 12' });
    const { unmount } = renderWithProviders(<PrintOrderPage />, {
      route: '/print-order?id=12',
      queryClient,
    });

    const receipt = within(screen.getByRole('article', { name: 'Bon' }));
    expect(receipt.getByLabelText('Bestelling')).toHaveTextContent('#12');
    expect(receipt.getByLabelText('Datum')).toHaveTextContent(/^14 mrt 2026 \d\d:\d\d$/);
    expect(receipt.getByLabelText('Subtotaal')).toBeInTheDocument();
    expect(receipt.getByLabelText('Inclusief btw (9 %)')).toBeInTheDocument();
    expect(receipt.getByLabelText('Totaal')).toHaveTextContent('€ 40,43');
    expect(receipt.getByLabelText('Betaling')).toHaveTextContent('Creditcard/betaalpas');
    expect(receipt.getByText('Bezorgen op:')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Receipt|Subtotal|Delivery to|Payment/);
    unmount();

    queryClient.setQueryData(['/api/orders/13'], barOrder({ id: 13, barName: null }));
    renderWithProviders(<PrintOrderPage />, { route: '/print-order?id=13', queryClient });
    expect(screen.getByText('Ophalen bij de bar')).toBeInTheDocument();

    renderWithProviders(<PrintOrderPage />, { route: '/print-order', queryClient });
    expect(screen.getByRole('alert')).toHaveTextContent('Geen bestelnummer opgegeven');
  });
});
