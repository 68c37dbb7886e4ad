import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { merchandiseCartStore } from '@/features/cart/merchandise-cart-store';
import { merchandiseOrder } from '@/testing/fixtures';
import { mockApi, signedOut } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/test-utils';
import MerchandiseSuccessPage from './merchandise-success-page';

afterEach(() => vi.unstubAllGlobals());

const value = (label: string) => screen.getByLabelText(label).textContent;

describe('merchandise order confirmation', () => {
  it('shows number, date, statuses, shipping details and totals of /merchandise/success?orderId=', async () => {
    mockApi({ 'GET /api/merchandise-orders/42': { body: merchandiseOrder() } });
    renderWithProviders(<MerchandiseSuccessPage />, { route: '/merchandise/success?orderId=42' });

    expect(await screen.findByText('Thank you for your order!')).toBeVisible();
    expect(value('Order number')).toBe('#42');
    expect(value('Date')).toBe('Mar 14, 2026');
    expect(value('Status')).toBe('Processing');
    expect(value('Payment status')).toBe('Paid');
    expect(screen.getByText('Maria van Dijk')).toBeVisible();
    expect(screen.getByText('Prinsengracht 263')).toBeVisible();
    expect(screen.getByText('1016 GV Amsterdam')).toBeVisible();
    expect(screen.getByText('Standard Shipping (3-5 business days)')).toBeVisible();
    expect(value('Subtotal')).toBe('€ 45,90');
    expect(value('Shipping')).toBe('€ 5,95');
    expect(value('Grand total')).toBe('€ 51,85');
  });

  it('reads the id from /orders/merchandise/:id/success', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'GET /api/merchandise-orders/7': { body: merchandiseOrder({ id: 7 }) },
    });
    renderApp('/orders/merchandise/7/success');

    expect(await screen.findByLabelText('Order number')).toHaveTextContent('#7');
  });

  it('says No order ID found without an order id', () => {
    mockApi({});
    renderWithProviders(<MerchandiseSuccessPage />, { route: '/merchandise/success' });

    expect(screen.getByText('No order ID found')).toBeVisible();
  });

  it('says Failed to load order details, also as a toast, when the order cannot be read', async () => {
    mockApi({
      'GET /api/merchandise-orders/42': { status: 404, body: { message: 'Order not found' } },
    });
    renderWithProviders(<MerchandiseSuccessPage />, { route: '/merchandise/success?orderId=42' });

    expect(await screen.findAllByText('Failed to load order details')).toHaveLength(2);
    expect(screen.getAllByText('Please try again or contact customer support.')).toHaveLength(2);
  });
});

describe('merchandise order confirmation, back from the bank', () => {
  const route =
    '/orders/merchandise/42/success?payment_intent=pi_42&payment_intent_client_secret=pi_42_secret_x';
  const confirm = (ok: boolean, paymentStatus: string) => ({
    body: { ok, orderId: 42, status: ok ? 'succeeded' : 'x', paymentStatus, message: '' },
  });
  const renderBack = (redirectStatus: string, answer: ReturnType<typeof confirm>, order = {}) => {
    merchandiseCartStore.clear();
    merchandiseCartStore.add({ id: 5, name: 'Logo T-Shirt', price: 22.95 });
    const api = mockApi({
      'POST /api/payment/confirm-payment': answer,
      'GET /api/merchandise-orders/42': { body: merchandiseOrder(order) },
    });
    renderWithProviders(<MerchandiseSuccessPage />, {
      route: `${route}&redirect_status=${redirectStatus}`,
      path: '/orders/merchandise/:id/success',
    });
    return api;
  };

  it('paid at the bank: the order, and the cart emptied', async () => {
    renderBack('succeeded', confirm(true, 'paid'));

    expect(await screen.findByText('Thank you for your order!')).toBeVisible();
    expect(value('Payment status')).toBe('Paid');
    expect(merchandiseCartStore.getItems()).toEqual([]);
  });

  it('still with the bank: says so, shows Processing, never Paid', async () => {
    renderBack('succeeded', confirm(false, 'processing'), { paymentStatus: 'processing' });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your bank is confirming the payment. We will e-mail you as soon as it has.',
    );
    expect(value('Payment status')).toBe('Processing');
    expect(merchandiseCartStore.getItems()).toEqual([]);
  });

  it('failed at the bank: back to the checkout with the order to pay again, cart kept', async () => {
    const api = renderBack('failed', confirm(false, 'unpaid'));

    expect(await screen.findByText('Navigated to /merchandise/checkout')).toBeVisible();
    expect(merchandiseCartStore.getItems()).toHaveLength(1);
    expect(api.calls.some((c) => c.path === '/api/merchandise-orders/42')).toBe(false);
  });
});
