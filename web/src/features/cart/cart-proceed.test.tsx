import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { OrderingStatus } from '@shop/contracts';
import { allOrderingOn } from '@/testing/fixtures';
import { mockApi, signedOut, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { merchandiseCartStore } from './merchandise-cart-store';
import CartPage from './cart-page';
import { cartStore, type NewCartItem } from './cart-store';

const panino: NewCartItem = { id: 7, name: 'Panino Caprese', price: 8.5, taxRate: 0.09 };
const tote: NewCartItem = { id: 9, name: 'Canvas Tote Bag', price: 14.95, isMerchandise: true };
const hoodie = { id: 3, name: 'Italieno Hoodie', price: 49.95 };

function renderCart(user: MockAnswer, status: Partial<OrderingStatus> = {}) {
  mockApi({
    'GET /api/user': user,
    'GET /api/ordering-status': { body: { ...allOrderingOn, ...status } },
  });
  return renderWithProviders(<CartPage />, { route: '/cart' });
}
const proceedButton = () => screen.findByRole('button', { name: 'Proceed to Checkout' });

beforeEach(() => {
  cartStore.clear();
  merchandiseCartStore.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('cart: proceeding to checkout', () => {
  it('sends a guest with a food cart to sign in, to return to the location check', async () => {
    cartStore.add(panino);
    const { user } = renderCart(signedOut);

    await user.click(await proceedButton());

    expect(screen.getByText('Navigated to /auth')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/customer/simple-location');
    expect(sessionStorage.getItem('orderType')).toBe('normal');
  });

  it('lets a guest skip sign-in with Continue as Guest, to the guest checkout', async () => {
    cartStore.add(panino);
    const { user } = renderCart(signedOut);

    await user.click(await screen.findByRole('button', { name: 'Continue as Guest' }));

    expect(screen.getByText('Navigated to /checkout/guest')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('sends a signed-in customer without a known location to the location check', async () => {
    cartStore.add(panino);
    const { user } = renderCart(userAnswer('customer'));

    await user.click(await proceedButton());

    expect(screen.getByText('Navigated to /customer/simple-location')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue as Guest' })).not.toBeInTheDocument();
  });

  it('sends a signed-in customer with a validated checkout address to checkout', async () => {
    cartStore.add(panino);
    sessionStorage.setItem('checkoutAddress', JSON.stringify({ street: 'Damrak 1' }));
    const { user } = renderCart(userAnswer('customer'));

    await user.click(await proceedButton());

    expect(screen.getByText('Navigated to /customer/checkout')).toBeInTheDocument();
  });

  it('sends a merchandise-only cart to the merchandise checkout without sign-in', async () => {
    cartStore.add(tote);
    const { user } = renderCart(signedOut);

    await user.click(await proceedButton());

    expect(screen.getByText('Navigated to /customer/merchandise-checkout')).toBeInTheDocument();
    expect(sessionStorage.getItem('orderType')).toBe('merch');
  });

  it('sends a cart holding only the merchandise shop’s items to the merchandise checkout', async () => {
    merchandiseCartStore.add(hoodie);
    const { user } = renderCart(signedOut);

    await user.click(await proceedButton());

    expect(screen.getByText('Navigated to /customer/merchandise-checkout')).toBeInTheDocument();
    expect(sessionStorage.getItem('orderType')).toBe('merch');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('beside merchandise, food still proceeds as food and merchandise has its own checkout', async () => {
    cartStore.add(panino);
    merchandiseCartStore.add(hoodie);
    const { user } = renderCart(signedOut);

    expect(await screen.findAllByRole('button', { name: 'Proceed to Checkout' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continue as Guest' })).toBeEnabled();
    const merchandise = within(screen.getByRole('region', { name: 'Merchandise cart' }));
    expect(
      merchandise.getByRole('link', { name: 'Proceed to Merchandise Checkout' }),
    ).toHaveAttribute('href', '/customer/merchandise-checkout');

    await user.click(await proceedButton());

    expect(screen.getByText('Navigated to /auth')).toBeInTheDocument();
    expect(sessionStorage.getItem('orderType')).toBe('normal');
  });

  it('sends a bar cart to the bar checkout without sign-in', async () => {
    cartStore.add(panino);
    sessionStorage.setItem('barMode', 'true');
    const { user } = renderCart(signedOut);

    await user.click(await proceedButton());

    expect(screen.getByText('Navigated to /customer/bar-checkout')).toBeInTheDocument();
    expect(sessionStorage.getItem('orderType')).toBe('bar');
  });
});

describe('cart: ordering switched off', () => {
  it('says Loading service status... until the switches are known', () => {
    cartStore.add(panino);
    mockApi({
      'GET /api/user': signedOut,
      'GET /api/ordering-status': () => new Promise(() => {}),
    });
    renderWithProviders(<CartPage />, { route: '/cart' });

    expect(screen.getByRole('button', { name: 'Loading service status...' })).toBeDisabled();
  });

  it('shows the food banner and a disabled Service Unavailable button', async () => {
    cartStore.add(panino);
    renderCart(signedOut, { foodOrderingEnabled: false });

    expect(await screen.findByRole('button', { name: 'Service Unavailable' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Food ordering and delivery is currently unavailable. Our other services remain available.',
    );
    expect(screen.getByRole('button', { name: 'Continue as Guest' })).toBeDisabled();
  });

  it('blocks the merchandise-only cart while merchandise ordering is off', async () => {
    merchandiseCartStore.add(hoodie);
    renderCart(signedOut, { merchandiseOrderingEnabled: false });

    expect(await screen.findByRole('button', { name: 'Service Unavailable' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Merchandise ordering is currently unavailable',
    );
  });

  it('beside food, blocks only the merchandise checkout while merchandise ordering is off', async () => {
    cartStore.add(panino);
    merchandiseCartStore.add(hoodie);
    renderCart(signedOut, { merchandiseOrderingEnabled: false });

    expect(await proceedButton()).toBeEnabled();
    const merchandise = within(screen.getByRole('region', { name: 'Merchandise cart' }));
    expect(merchandise.getByRole('link', { name: 'Service Unavailable' })).toHaveAttribute(
      'data-disabled',
      'true',
    );
    expect(merchandise.getByText(/Merchandise ordering is currently unavailable/)).toBeVisible();
  });

  it('in bar mode only the bar switch matters', async () => {
    cartStore.add(panino);
    sessionStorage.setItem('barMode', 'true');
    renderCart(signedOut, { barOrderingEnabled: false });

    expect(await screen.findByRole('button', { name: 'Service Unavailable' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bar QR code ordering is currently unavailable',
    );
  });

  it('reacts on the open page when a live update switches food ordering off', async () => {
    cartStore.add(panino);
    const { queryClient } = renderCart(signedOut);
    await proceedButton();

    act(() => {
      queryClient.setQueryData(['/api/ordering-status'], {
        ...allOrderingOn,
        masterEnabled: false,
      });
    });

    expect(await screen.findByRole('button', { name: 'Service Unavailable' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Online ordering is currently disabled');
  });
});
