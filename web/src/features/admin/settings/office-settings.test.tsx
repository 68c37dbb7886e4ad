import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { storeSettings } from '@/testing/admin-fixtures';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';
import { onDeviceInZone } from '@/testing/time-zone';

afterEach(() => vi.unstubAllGlobals());

const settings = storeSettings;

// The first visit loads the page's module and the date pickers, slow on a busy machine.
describe('store settings', { timeout: 60_000 }, () => {
  it('shows who paused a switch and saves a closed day as null', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/store-settings': { body: settings },
      'PUT /api/admin/store-settings': (body) => ({ body: { ...settings, ...(body as object) } }),
      'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
    });
    const { user } = renderApp('/admin/store-settings');
    // The first visit loads the page's module and the date pickers.
    expect(await screen.findByText(/marco, /, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Monday open' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save);

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/store-settings');
    expect(put.body).toMatchObject({
      openingHours: { Monday: null, Tuesday: { open: '11:00', close: '22:00' } },
      closeOutsideHours: false,
    });
    expect(await screen.findByText('Store settings saved')).toBeInTheDocument();
  });

  it('shows the schema’s message under a bad capacity and sends nothing', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/store-settings': { body: settings },
      'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
    });
    const { user } = renderApp('/admin/store-settings');
    const capacity = await screen.findByRole(
      'textbox',
      { name: /Orders per 15 minutes/ },
      { timeout: 15_000 },
    );
    await user.type(capacity, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('At least 1 order')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('store settings: fees and board alerts', { timeout: 60_000 }, () => {
  it('saves a new service fee, express surcharge and alert time in whole units', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/store-settings': { body: settings },
      'PUT /api/admin/store-settings': (body) => ({ body: { ...settings, ...(body as object) } }),
      'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
    });
    const { user } = renderApp('/admin/store-settings');
    const serviceFee = await screen.findByRole(
      'textbox',
      { name: /Service fee/ },
      { timeout: 15_000 },
    );
    expect(serviceFee).toHaveValue('5 %');
    await user.clear(serviceFee);
    await user.type(serviceFee, '7.5');
    expect(serviceFee).toHaveValue('7.5 %');
    const express = screen.getByRole('textbox', { name: /Express surcharge/ });
    // Money keeps the shop's format in English too.
    expect(express).toHaveValue('€ 3,00');
    await user.clear(express);
    await user.type(express, '4,50');
    expect(express).toHaveValue('€ 4,50');
    const preparing = screen.getByRole('textbox', { name: 'Preparing (minutes)' });
    await user.clear(preparing);
    await user.type(preparing, '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      fees: { serviceFeeBasisPoints: 750, expressFeeCents: 450 },
      kitchenAlerts: { new: 5, preparing: 30, ready: 10, out: 45 },
    });
  });

  it('shows the schema’s message under a fee out of range and sends nothing', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/store-settings': { body: settings },
      'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
    });
    const { user } = renderApp('/admin/store-settings');
    const serviceFee = await screen.findByRole(
      'textbox',
      { name: /Service fee/ },
      { timeout: 15_000 },
    );
    await user.clear(serviceFee);
    await user.type(serviceFee, '25');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The service fee can be at most 20 %')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('a pause on a tablet set to New York', { timeout: 60_000 }, () => {
  onDeviceInZone('America/New_York');

  it('shows and sets the end of a pause on Amsterdam’s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:00.000Z') });
    onTestFinished(() => void vi.useRealTimers());
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/store-settings': { body: settings },
      'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
      'PUT /api/admin/ordering-switches/foodOrderingEnabled/expiry': (body) => ({
        body: { ...settings.switches[1], ...(body as object) },
      }),
    });
    const { user } = renderApp('/admin/store-settings');
    // Paused until 21:00 UTC: 22:00 in Amsterdam, 16:00 in New York.
    const until = await screen.findByRole('button', { name: /paused until/ }, { timeout: 15_000 });
    expect(until).toHaveTextContent('25/11/2026 22:00');

    await user.click(until);
    await user.click(await screen.findByRole('button', { name: '26 November 2026' }));
    await user.click(screen.getByRole('button', { name: 'Pause until this moment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    // 22:00 in Amsterdam the next day, whatever the tablet's zone.
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      until: '2026-11-26T21:00:00.000Z',
    });
  });
});

describe('store settings: legal details on invoices', { timeout: 60_000 }, () => {
  it('saves the VAT id and refuses one that is not Dutch, with the reason under the field', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/store-settings': { body: settings },
      'PUT /api/admin/store-settings': (body) => ({ body: { ...settings, ...(body as object) } }),
      'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
    });
    const { user } = renderApp('/admin/store-settings');
    const vatId = await screen.findByRole('textbox', { name: 'VAT id' }, { timeout: 15_000 });
    expect(vatId).toHaveValue('NL123456789B01');
    await user.clear(vatId);
    await user.type(vatId, 'DE123456789');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('A Dutch VAT id reads NL, 9 digits, B and 2 digits: NL123456789B01'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(vatId);
    await user.type(vatId, 'NL987654321B02');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      legalDetails: { ...settings.legalDetails, vatId: 'NL987654321B02' },
    });
  });

  it('says the invoices lack them, and still saves the hours while they are left empty', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/store-settings': { body: { ...settings, legalDetails: null } },
      'PUT /api/admin/store-settings': (body) => ({ body: { ...settings, ...(body as object) } }),
      'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
    });
    const { user } = renderApp('/admin/store-settings');
    expect(
      await screen.findByText('Invoices lack the shop’s legal details', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Monday open' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('legalDetails');
  });
});

describe('e-mail test', () => {
  it('refuses a bad address under the field, then queues a good one once', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/email-deliveries': {
        body: {
          deliveries: [
            {
              key: 'k1',
              status: 'sent',
              recipient: 'giulia@example.com',
              subject: 'Your order',
              createdAt: '2026-11-25T10:00:00.000Z',
              sentAt: '2026-11-25T10:00:02.000Z',
            },
          ],
        },
      },
      'POST /api/admin/email-test': (body) => ({
        status: 202,
        body: { key: 'test-email__1', to: (body as { to: string }).to },
      }),
    });
    const { user } = renderApp('/admin/email-test');
    expect(await screen.findByText('giulia@example.com')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Send a test e-mail to' });
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(field);
    await user.type(field, 'manager@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Test e-mail queued')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ body: { to: 'manager@example.com' } }),
    ]);
  });
});

describe('payment settings', () => {
  it('shows which keys are set and runs the check on request', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/payment-settings': {
        body: {
          provider: 'stripe',
          mode: 'live',
          keys: [
            { name: 'STRIPE_SECRET_KEY', set: true },
            { name: 'STRIPE_PUBLISHABLE_KEY', set: true },
            { name: 'STRIPE_WEBHOOK_SECRET', set: false },
          ],
          reconcileMinutes: 5,
          lastWebhook: null,
          unsettledPayments: 2,
        },
      },
      'POST /api/admin/payment-settings/reconcile': {
        body: { checked: 2, paid: 1, eventsApplied: 0, refundsChecked: 0 },
      },
    });
    const { user } = renderApp('/admin/payment-settings');
    expect(await screen.findByText('Live: real money')).toBeInTheDocument();
    expect(screen.getByText('No webhook received yet.')).toBeInTheDocument();
    const webhookKey = screen.getByText('STRIPE_WEBHOOK_SECRET').closest('li')!;
    expect(within(webhookKey).getByText('Not set')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check unsettled payments now' }));
    expect(await screen.findByText(/2 checked, 1 newly paid/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('page texts', () => {
  it('previews a draft text on the shop’s page and saves it', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/page-texts/home': { body: { title: 'Saved title' } },
      'PUT /api/admin/page-texts/home': (body) => ({ body }),
    });
    const { user } = renderApp('/admin/page-texts');
    const title = await screen.findByRole('textbox', { name: 'title' });
    expect(title).toHaveValue('Saved title');
    await user.clear(title);
    await user.type(title, 'Pizza all night');
    expect(await screen.findByRole('heading', { name: 'Pizza all night' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save texts' }));
    expect(await screen.findByText('Page texts saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: 'Pizza all night' });
  });
});
