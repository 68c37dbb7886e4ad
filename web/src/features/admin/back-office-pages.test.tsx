import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type {
  InvoiceDocument,
  AdminOrderDetail,
  AdminOrderRow,
  AuditEntryView,
  CustomerDetail,
  Dashboard,
} from '@shop/contracts';
import { changeLanguage } from '@/i18n';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { foodOrder } from '@/testing/order-fixtures';
import { renderApp } from '@/testing/render-app';

/** The first visit loads the section's bundle (charts, tables), slow on a busy machine. */
const slow = { timeout: 10_000 };

const allOn = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};

const change: AuditEntryView = {
  id: 1,
  at: '2026-11-25T11:00:00.000Z',
  actorId: 3,
  actorName: 'marco',
  actorRole: 'staff',
  section: 'orders',
  action: 'order.refund-requested',
  entityType: 'order',
  entityId: '1042',
  before: { status: 'preparing' },
  after: { status: 'cancelled' },
};

const row: AdminOrderRow = {
  id: 1042,
  createdAt: '2026-11-25T11:00:00.000Z',
  customerName: 'Ottavia Quercia',
  customerEmail: 'ottavia@example.com',
  kind: 'delivery',
  deliveryType: 'delivery',
  barName: null,
  status: 'preparing',
  paymentStatus: 'paid',
  totalCents: 2950,
};

function detail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    order: foodOrder({ id: 1042, customerName: 'Ottavia Quercia' }),
    kind: 'delivery',
    history: [
      {
        move: 'placed',
        fromStatus: null,
        toStatus: 'pending',
        at: '2026-11-25T11:00:00.000Z',
        actorRole: 'guest',
        actorName: null,
        note: null,
      },
      {
        move: 'pay',
        fromStatus: 'pending',
        toStatus: 'preparing',
        at: '2026-11-25T11:01:00.000Z',
        actorRole: 'system',
        actorName: null,
        note: null,
      },
    ],
    payment: {
      provider: 'test',
      intentId: 'pi_test_1',
      status: 'succeeded',
      amountCents: 2950,
      settledAt: '2026-11-25T11:01:00.000Z',
    },
    refund: null,
    invoices: [],
    refundBlockedBy: null,
    resendBlockedBy: null,
    changes: [],
    ...overrides,
  };
}

describe('the dashboard', () => {
  it('shows today’s figures, the open orders and the latest changes', async () => {
    const days = Array.from({ length: 14 }, (_, i) => ({
      date: `2026-11-${String(12 + i).padStart(2, '0')}`,
      orders: i,
      revenueCents: i * 1000,
    }));
    const dashboard: Dashboard = {
      date: '2026-11-25',
      today: {
        orders: 13,
        revenueCents: 41250,
        averageBasketCents: 3173,
        averagePreparationMinutes: 18.5,
        averageDeliveryMinutes: 14,
      },
      openOrders: { new: 2, preparing: 3, ready: 1, out: 4 },
      driversOnline: 2,
      days,
      latestChanges: [change],
      serverTime: '2026-11-25T12:00:00.000Z',
    };
    mockApi({
      'GET /api/user': userAnswer('staff'),
      'GET /api/ordering-status': { body: allOn },
      'GET /api/admin/dashboard': { body: dashboard },
    });
    renderApp('/admin');
    expect(await screen.findByText('€ 412,50', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('18.5 min')).toBeInTheDocument();
    expect(screen.getByText('Out for delivery: 4')).toBeInTheDocument();
    expect(screen.getByText('order.refund-requested #1042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dispatch map' })).toHaveAttribute(
      'href',
      '/admin/dispatch',
    );
    expect(screen.getByRole('switch', { name: 'Online ordering' })).toBeInTheDocument();
  });
});

describe('all orders', () => {
  it('searches on the server and opens an order from the list', async () => {
    const { fetchMock } = mockApi({
      'GET /api/user': userAnswer('staff'),
      'GET /api/admin/orders': { body: { rows: [row], total: 1, bars: [] } },
      'GET /api/admin/orders/1042': { body: detail() },
    });
    const { user, router } = renderApp('/admin/orders?view=all');
    expect(await screen.findByText('Ottavia Quercia', {}, slow)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'querc');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('q=querc'),
      ),
    );
    await user.click(screen.getByText('#1042'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders/1042'));
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    expect(screen.getByText('pay → Preparing')).toBeInTheDocument();
  });

  it('pages on the server, and a date filter starts again from the first page', async () => {
    const { fetchMock } = mockApi({
      'GET /api/user': userAnswer('staff'),
      'GET /api/admin/orders': { body: { rows: [row], total: 45, bars: [] } },
    });
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url)).at(-1);
    const { user } = renderApp('/admin/orders?view=all');
    expect(await screen.findByText('Ottavia Quercia', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked()).toContain('page=2&pageSize=20'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(asked()).toContain('from=2026-11-01'));
    expect(asked()).toContain('page=1&pageSize=20');
  });

  it.each([
    ['en', 'Preparation time: 20 minutes'],
    ['nl', 'Bereidingstijd: 20 minuten'],
  ] as const)(
    'in %s, says an accept’s preparation time in the page’s language',
    async (language, text) => {
      await changeLanguage(language);
      onTestFinished(() => changeLanguage('en'));
      const accepted = detail();
      accepted.history.push({
        move: 'accept',
        fromStatus: 'preparing',
        toStatus: 'preparing',
        at: '2026-11-25T11:03:00.000Z',
        actorRole: 'staff',
        actorName: 'marco',
        // As the api stores it, in English.
        note: '20 minutes',
      });
      mockApi({
        'GET /api/user': userAnswer('staff'),
        'GET /api/admin/orders/1042': { body: accepted },
      });
      renderApp('/admin/orders/1042');
      expect(await screen.findByText(text, {}, slow)).toBeInTheDocument();
      expect(screen.queryByText('20 minutes')).not.toBeInTheDocument();
    },
  );

  it('asks for a reason, refunds, and shows the answer', async () => {
    const refunded = detail({
      order: foodOrder({ id: 1042, status: 'cancelled', paymentStatus: 'refunded' }),
      refund: {
        status: 'succeeded',
        amountCents: 2950,
        requestedAt: '2026-11-25T12:00:00.000Z',
        refundedAt: '2026-11-25T12:00:01.000Z',
        lastError: null,
      },
      refundBlockedBy: 'Order #1042 has already been refunded',
    });
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/orders/1042': { body: detail() },
      'POST /api/admin/orders/1042/refund': { body: refunded },
    });
    const { user } = renderApp('/admin/orders/1042');
    await user.click(await screen.findByRole('button', { name: 'Refund' }, slow));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Refund €/ }));
    expect(await within(dialog).findByText('Give a reason for the refund')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Customer called');
    await user.click(within(dialog).getByRole('button', { name: /^Refund €/ }));
    expect(await screen.findByText('Order #1042 has been refunded')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Customer called' });
  });
});

describe('an order’s invoice and credit note', () => {
  const invoice: InvoiceDocument = {
    kind: 'invoice',
    number: '2026-00042',
    issuedAt: '2026-11-25T11:01:00.000Z',
    supplyDate: '2026-11-25',
    orderId: 1042,
    creditsInvoice: null,
    seller: null,
    buyer: { name: 'Ottavia Quercia', address: ['Overtoom 100', '1054 HK Amsterdam'] },
    vat: [
      { rate: 0.09, grossCents: 3549, vatCents: 293, netCents: 3256 },
      { rate: 0.21, grossCents: 494, vatCents: 86, netCents: 408 },
    ],
    totalCents: 4043,
    paymentMethod: 'card',
    reason: null,
  };

  it('shows the documents as issued, each line’s VAT rate and the order’s VAT per rate', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/orders/1042': {
        body: detail({
          invoices: [
            invoice,
            {
              ...invoice,
              kind: 'credit_note',
              number: 'C2026-00003',
              creditsInvoice: '2026-00042',
              vat: [{ rate: 0.09, grossCents: -1000, vatCents: -83, netCents: -917 }],
              totalCents: -1000,
              reason: 'One panino was missing',
            },
          ],
        }),
      },
    });
    renderApp('/admin/orders/1042');
    const invoiceGroup = within(await screen.findByRole('group', { name: '2026-00042' }, slow));
    expect(invoiceGroup.getByText('Invoice 2026-00042 · € 40,43')).toBeInTheDocument();
    expect(
      invoiceGroup.getByText('21 %: excl. VAT € 4,08 · VAT € 0,86 · incl. VAT € 4,94'),
    ).toBeInTheDocument();
    const credit = within(screen.getByRole('group', { name: 'C2026-00003' }));
    expect(
      credit.getByText('Credit note C2026-00003 · corrects invoice 2026-00042 · € -10,00'),
    ).toBeInTheDocument();
    expect(credit.getByText('Reason: One panino was missing')).toBeInTheDocument();
    // The combo's line is split between its rates; the order's VAT under its total.
    const lines = within(screen.getByRole('table', { name: 'Order lines' }));
    expect(lines.getByText('9 % € 9,22 · 21 % € 4,28')).toBeInTheDocument();
    expect(screen.getByText('Incl. VAT 21 %: € 0,86')).toBeInTheDocument();
  });

  it('refunds a part when an amount is given', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/orders/1042': { body: detail() },
      'POST /api/admin/orders/1042/refund': { body: detail() },
    });
    const { user } = renderApp('/admin/orders/1042');
    await user.click(await screen.findByRole('button', { name: 'Refund' }, slow));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Drink missing');
    await user.type(within(dialog).getByLabelText('Amount to refund (€)'), '4,50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund € 4,50' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        reason: 'Drink missing',
        amountCents: 450,
      }),
    );
  });
});

describe('the order status test', () => {
  it('shows why the server refused a move', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('staff'),
      'POST /api/admin/order-status-test/1042': {
        status: 409,
        body: { type: 'conflict', message: 'Order #1042 cannot go back to Pending' },
      },
    });
    const { user } = renderApp('/admin/order-status-test');
    await user.type(await screen.findByLabelText('Order number', {}, slow), '1042');
    await user.click(screen.getAllByLabelText('Status').find((el) => el.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'received' }));
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    expect(await screen.findByText('Order #1042 cannot go back to Pending')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'received' });
  });
});

describe('customers', () => {
  it('shows a customer’s addresses and orders with the export and erase buttons', async () => {
    const customer: CustomerDetail = {
      customer: {
        id: 5,
        username: 'giulia',
        email: 'giulia@example.com',
        name: 'Giulia Rossi',
        phone: '+31 6 12345678',
        role: 'customer',
        createdAt: '2026-10-01T10:00:00.000Z',
        orders: 1,
        lastOrderAt: '2026-11-25T11:00:00.000Z',
      },
      addresses: [
        {
          id: 1,
          label: 'Home',
          streetAddress: 'Damrak 1',
          zipCode: '1012 LG',
          city: 'Amsterdam',
          country: 'Netherlands',
          isDefault: true,
        },
      ],
      orders: [row],
    };
    const { calls } = mockApi({
      'GET /api/user': userAnswer('staff'),
      'GET /api/admin/customers/5': { body: customer },
      'POST /api/admin/customers/5/erase': { body: { ok: true } },
    });
    const { user } = renderApp('/admin/customers/5');
    expect(await screen.findByRole('heading', { name: 'Giulia Rossi' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/Home: Damrak 1, 1012 LG Amsterdam/)).toBeInTheDocument();
    expect(await screen.findByText('#1042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export data' })).toHaveAttribute(
      'href',
      '/api/admin/customers/5/export',
    );
    await user.click(screen.getByRole('button', { name: 'Erase data' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Erase data' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ confirm: true }),
    );
  });
});
