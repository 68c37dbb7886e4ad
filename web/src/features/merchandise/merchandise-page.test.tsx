import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { MerchandiseItem } from '@shop/contracts';
import { allOrderingOn, merchandiseItem } from '@/testing/fixtures';
import { mockApi, type MockAnswer } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { merchandiseCartStore } from '@/features/cart/merchandise-cart-store';
import MerchandisePage from './merchandise-page';

const hoodie = merchandiseItem({ id: 1, name: 'Classic Hoodie', category: 'Hoodie', price: 54.95 });
const cap = merchandiseItem({ id: 2, name: 'Dad Cap', category: 'Hat', price: 19.95 });
const tote = merchandiseItem({ id: 3, name: 'Tote Bag', category: 'Accessory', price: 14.95 });
const lighter = merchandiseItem({ id: 4, name: 'Lighter', category: 'Lighter', price: 3.95 });

function renderShop(items: MerchandiseItem[] | MockAnswer) {
  mockApi({
    'GET /api/merchandise': Array.isArray(items) ? { body: items } : items,
    'GET /api/ordering-status': { body: allOrderingOn },
  });
  return renderWithProviders(<MerchandisePage />, { route: '/merchandise' });
}
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const cards = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

beforeEach(() => merchandiseCartStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('merchandise page', () => {
  it('shows only the tabs that have items; Accessories covers hats, accessories and lighters', async () => {
    const { user } = renderShop([hoodie, cap, tote, lighter]);

    await screen.findByRole('article', { name: 'Classic Hoodie' });
    expect(tabNames()).toEqual(['All Items', 'Hoodies', 'Accessories']);
    expect(cards()).toEqual(['Classic Hoodie', 'Dad Cap', 'Tote Bag', 'Lighter']);

    await user.click(screen.getByRole('tab', { name: 'Accessories' }));
    expect(cards()).toEqual(['Dad Cap', 'Tote Bag', 'Lighter']);
    await user.click(screen.getByRole('tab', { name: 'Hoodies' }));
    expect(cards()).toEqual(['Classic Hoodie']);
  });

  it('says so when nothing is for sale, and when the list cannot be loaded', async () => {
    const { unmount } = renderShop([]);
    expect(
      await screen.findByText('No merchandise items available at the moment. Check back soon!'),
    ).toBeVisible();
    unmount();

    renderShop({ status: 500, body: { message: 'boom' } });
    expect(
      await screen.findByText('Failed to load merchandise. Please try again later.'),
    ).toBeVisible();
  });

  it('lists the page’s Shipping Options: Standard Shipping, 3-5 business days, € 5,99', async () => {
    renderShop([hoodie]);
    const block = within(await screen.findByRole('region', { name: 'Shipping Options' }));

    expect(block.getByText('Standard Shipping')).toBeVisible();
    expect(block.getByText('3-5 business days')).toBeVisible();
    expect(block.getByText('€ 5,99')).toBeVisible();
  });

  it('counts added items on View Cart and shows them in the inline cart', async () => {
    const { user } = renderShop([hoodie, cap]);

    await user.click(await screen.findByRole('button', { name: 'Add to Cart – Dad Cap' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart – Dad Cap' }));
    await user.click(screen.getByRole('button', { name: 'View Cart, 2 items' }));

    const line = within(screen.getByRole('listitem', { name: 'Dad Cap' }));
    expect(line.getByLabelText('Quantity of Dad Cap')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Back to Shopping' }));
    expect(screen.getByRole('tab', { name: 'All Items' })).toBeVisible();
  });

  it('charges 4,99 shipping in the cart below 75 euro and nothing from 75 euro', async () => {
    merchandiseCartStore.add(hoodie);
    const { user } = renderShop([hoodie]);
    await user.click(await screen.findByRole('button', { name: 'View Cart, 1 item' }));
    const summary = () => within(screen.getByRole('group', { name: 'Merchandise cart summary' }));

    expect(screen.getByText('Free shipping over 75 euro')).toBeVisible();
    expect(screen.getByText('Add € 20,05 more to your cart for free shipping.')).toBeVisible();
    expect(summary().getByLabelText('Shipping')).toHaveTextContent('€ 4,99');
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 59,94');

    await user.click(screen.getByRole('button', { name: 'Increase Classic Hoodie' }));
    expect(summary().getByLabelText('Shipping')).toHaveTextContent('Free');
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 109,90');

    await user.click(screen.getByRole('button', { name: 'Decrease Classic Hoodie' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Classic Hoodie' }));
    expect(screen.getByText('Your merchandise cart is empty.')).toBeVisible();
  });

  it('shows the merchandise banner on the open page when merchandise is switched off', async () => {
    merchandiseCartStore.add(cap);
    const { user, queryClient } = renderShop([cap]);
    await user.click(await screen.findByRole('button', { name: 'View Cart, 1 item' }));
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();

    act(() => {
      queryClient.setQueryData(['/api/ordering-status'], {
        ...allOrderingOn,
        merchandiseOrderingEnabled: false,
      });
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Merchandise ordering is currently unavailable',
    );
    expect(screen.getByRole('link', { name: 'Service Unavailable' })).toHaveAttribute(
      'data-disabled',
      'true',
    );
  });
});
