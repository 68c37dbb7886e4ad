import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-endpoints';
import { barOrder, foodOrder } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import PrintOrderPage from './print-order-page';

const settings = {
  address: 'Kinkerstraat 12, 1053 DX Amsterdam',
  phone: '+31 20 123 4567',
  email: 'ciao@italieno.nl',
  openingHours: '{}',
};

let print: ReturnType<typeof vi.fn<() => void>>;
let close: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  print = vi.fn<() => void>();
  close = vi.fn<() => void>();
  vi.spyOn(window, 'print').mockImplementation(print);
  vi.spyOn(window, 'close').mockImplementation(close);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The order and the shop's details already read, so the receipt shows on the first render. */
function renderLoaded(order = foodOrder()) {
  mockApi({});
  const queryClient = createQueryClient();
  queryClient.setQueryData([`/api/orders/${order.id}`], order);
  queryClient.setQueryData(['/api/settings'], settings);
  return renderWithProviders(<PrintOrderPage />, {
    route: `/print-order?id=${order.id}`,
    queryClient,
  });
}

describe('printed receipt', () => {
  it('prints half a second after the receipt is shown, then tries to close the tab', async () => {
    vi.useFakeTimers();
    renderLoaded();
    expect(screen.getByRole('article', { name: 'Receipt' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(print).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(print).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('is 80 mm wide and holds the shop, the order, the lines, VAT per rate and the payment', () => {
    renderLoaded();

    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('@page { size: 80mm auto;');
    const receipt = screen.getByRole('article', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Italieno');
    expect(receipt).toHaveTextContent('Kinkerstraat 12, 1053 DX Amsterdam');
    expect(screen.getByLabelText('Order')).toHaveTextContent('#12');
    expect(receipt).toHaveTextContent('2 x Panino Caprese');
    expect(receipt).toHaveTextContent('Extra mozzarella');
    // The order's VAT per rate, as its invoice states it (the combo's beer at 21 %).
    expect(screen.getByLabelText('VAT included (9 %)')).toHaveTextContent('€ 2,93');
    expect(screen.getByLabelText('VAT included (21 %)')).toHaveTextContent('€ 0,86');
    expect(screen.getByLabelText('Delivery fee')).toHaveTextContent('€ 3,50');
    expect(screen.getByLabelText('Total')).toHaveTextContent('€ 40,43');
    expect(receipt).toHaveTextContent('Overtoom 100');
    expect(screen.getByLabelText('Payment')).toHaveTextContent('Credit/Debit Card');
  });

  it('names the bar for a pickup order', () => {
    renderLoaded(barOrder());
    expect(screen.getByRole('article', { name: 'Receipt' })).toHaveTextContent(
      'Pickup at Bar Fiorella',
    );
    expect(screen.queryByLabelText('Delivery fee')).not.toBeInTheDocument();
  });
});

describe('printed receipt: problems', () => {
  const renderAt = (route: string, answer: unknown) => {
    mockApi({ 'GET /api/orders/12': answer as never, 'GET /api/settings': { body: settings } });
    return renderWithProviders(<PrintOrderPage />, { route });
  };

  it('says so when no order id is given', async () => {
    renderAt('/print-order', {});
    expect(await screen.findByText('No order ID provided')).toBeVisible();
  });

  it('says the order was not found for an unknown order', async () => {
    renderAt('/print-order?id=12', { status: 404, body: { message: 'Order not found' } });
    expect(await screen.findByText('Order not found')).toBeVisible();
  });

  it('says it failed to load the order when the server cannot answer', async () => {
    renderAt('/print-order?id=12', { status: 500, body: { message: 'Internal error' } });
    expect(await screen.findByText('Failed to load order')).toBeVisible();
    expect(print).not.toHaveBeenCalled();
  });
});
