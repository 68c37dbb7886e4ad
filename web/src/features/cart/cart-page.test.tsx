import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { allOrderingOn } from '@/testing/fixtures';
import { mockApi, signedOut } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { merchandiseCartStore } from './merchandise-cart-store';
import CartPage from './cart-page';
import { cartStore, type NewCartItem } from './cart-store';

const panino: NewCartItem = {
  id: 7,
  name: 'Panino Caprese',
  price: 8.5,
  taxRate: 0.09,
  selectedOptions: [{ id: 1, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1 }],
};
const combo: NewCartItem = {
  id: 30,
  name: 'Combo Panino',
  price: 13.5,
  taxRate: 0.09,
  isComboMeal: true,
  comboSelections: JSON.stringify({ sandwich: 'Panino Milanese', drink: 'Beer', sauce: 'Aioli' }),
};
const tote: NewCartItem = { id: 9, name: 'Canvas Tote Bag', price: 14.95, isMerchandise: true };

function renderCart() {
  mockApi({ 'GET /api/user': signedOut, 'GET /api/ordering-status': { body: allOrderingOn } });
  return renderWithProviders(<CartPage />, { route: '/cart' });
}
const lineItem = (name: string) => within(screen.getByRole('listitem', { name }));
const amount = (label: string) => screen.getByLabelText(label).textContent;

beforeEach(() => {
  cartStore.clear();
  merchandiseCartStore.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('cart page', () => {
  it('shows an empty cart with a Browse Menu button', async () => {
    const { user } = renderCart();

    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Menu' }));
    expect(screen.getByText('Navigated to /menu')).toBeInTheDocument();
  });

  it('lists each line with its chosen options and combo selections and its total', () => {
    cartStore.add(panino);
    cartStore.add(panino);
    cartStore.add(combo);
    renderCart();

    expect(lineItem('Panino Caprese').getByText('Extra mozzarella (+€ 1,00)')).toBeVisible();
    expect(lineItem('Panino Caprese').getByTestId('line-total')).toHaveTextContent('€ 19,00');
    expect(lineItem('Combo Panino').getByText('Sandwich: Panino Milanese')).toBeVisible();
    expect(lineItem('Combo Panino').getByText('Drink: Beer (+€1,00)')).toBeVisible();
    expect(lineItem('Combo Panino').getByText('Sauce: Aioli')).toBeVisible();
  });

  it('stops the minus button at 1, counts up with plus and removes a line', async () => {
    cartStore.add(panino);
    cartStore.add(combo);
    const { user } = renderCart();

    const minus = lineItem('Panino Caprese').getByRole('button', {
      name: 'Decrease Panino Caprese',
    });
    expect(minus).toBeDisabled();
    await user.click(
      lineItem('Panino Caprese').getByRole('button', { name: 'Increase Panino Caprese' }),
    );
    expect(
      lineItem('Panino Caprese').getByLabelText('Quantity of Panino Caprese'),
    ).toHaveTextContent('2');
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(minus).toBeDisabled();

    await user.click(lineItem('Combo Panino').getByRole('button', { name: 'Remove Combo Panino' }));
    expect(screen.queryByRole('listitem', { name: 'Combo Panino' })).not.toBeInTheDocument();
  });

  it('sums up subtotal, VAT per rate, delivery fee and total in the German format', () => {
    cartStore.add(panino);
    cartStore.add(tote);
    cartStore.addDeliveryInfo({
      address: {
        street: 'Damrak 1',
        postalCode: '1012 LG',
        city: 'Amsterdam',
        country: 'Netherlands',
        lat: 52.37,
        lng: 4.89,
      },
      zone: { id: 1, name: 'Amsterdam City Center', deliveryFee: 2.5 },
    });
    renderCart();

    expect(amount('Subtotal')).toBe('€ 24,45');
    expect(amount('Delivery fee')).toBe('€ 2,50');
    expect(amount('Total')).toBe('€ 26,95');
    // The total's VAT: the fee follows the goods (9,50 : 14,95), so 10,47 is at 9 % and
    // 16,48 at 21 %.
    expect(amount('VAT included (9 %)')).toBe('€ 0,86');
    expect(amount('VAT included (21 %)')).toBe('€ 2,86');
    expect(screen.getByText('Damrak 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change address' })).toHaveAttribute(
      'href',
      '/customer/location-verification',
    );
  });

  it('Change address remembers the cart as the way back from the location check', async () => {
    cartStore.add(panino);
    const { user } = renderCart();
    await user.click(screen.getByRole('link', { name: 'Change address' }));

    expect(screen.getByText('Navigated to /customer/location-verification')).toBeInTheDocument();
    expect(sessionStorage.getItem('locationRedirect')).toBe('/cart');
  });

  it('clears the cart and its delivery info', async () => {
    cartStore.add(panino);
    const { user } = renderCart();

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));

    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(cartStore.getItems()).toEqual([]);
    expect(cartStore.getDeliveryInfo()).toBeNull();
  });
});

describe('cart page: the merchandise cart', () => {
  const hoodie = { id: 3, name: 'Italieno Hoodie', price: 49.95 };
  const cap = { id: 4, name: 'Logo Cap', price: 19.95 };
  const section = () => within(screen.getByRole('region', { name: 'Merchandise cart' }));
  const summary = () => within(section().getByRole('group', { name: 'Merchandise cart summary' }));

  it('shows a merchandise-only cart instead of the empty cart, with the 21 % VAT and 4,99 shipping', () => {
    merchandiseCartStore.add(hoodie);
    merchandiseCartStore.add(cap);
    renderCart();

    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(section().getByRole('listitem', { name: 'Italieno Hoodie' })).toBeVisible();
    expect(section().getByRole('listitem', { name: 'Logo Cap' })).toBeVisible();
    expect(summary().getByLabelText('Subtotal')).toHaveTextContent('€ 69,90');
    expect(summary().getByLabelText('VAT included (21 %)')).toHaveTextContent('€ 12,13');
    expect(summary().getByLabelText('Shipping')).toHaveTextContent('€ 4,99');
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 74,89');
    expect(section().getByText('Free shipping over 75 euro')).toBeVisible();
    // No food: no delivery address to pick.
    expect(screen.queryByRole('link', { name: 'Change address' })).not.toBeInTheDocument();
  });

  it('ships free from 75 euro, as the merchandise cart reads it', () => {
    merchandiseCartStore.add(hoodie);
    merchandiseCartStore.add(hoodie);
    renderCart();

    expect(summary().getByLabelText('Subtotal')).toHaveTextContent('€ 99,90');
    expect(summary().getByLabelText('Shipping')).toHaveTextContent('Free');
    expect(summary().getByLabelText('Total')).toHaveTextContent('€ 99,90');
  });

  it('changes quantities in the merchandise cart and shows the empty cart once it is emptied', async () => {
    merchandiseCartStore.add(hoodie);
    const { user } = renderCart();
    const line = () => within(section().getByRole('listitem', { name: 'Italieno Hoodie' }));

    await user.click(line().getByRole('button', { name: 'Increase Italieno Hoodie' }));
    expect(line().getByLabelText('Quantity of Italieno Hoodie')).toHaveTextContent('2');
    expect(merchandiseCartStore.getItems()).toEqual([{ ...hoodie, quantity: 2 }]);
    expect(summary().getByLabelText('Subtotal')).toHaveTextContent('€ 99,90');

    await user.click(line().getByRole('button', { name: 'Remove Italieno Hoodie' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(localStorage.getItem('merchandiseCart')).toBe('[]');
  });

  it('keeps food and merchandise apart: each with its own summary', () => {
    cartStore.add(panino);
    merchandiseCartStore.add(cap);
    renderCart();

    const food = within(screen.getByRole('group', { name: 'Order summary' }));
    expect(food.getByLabelText('Subtotal')).toHaveTextContent('€ 9,50');
    expect(food.queryByLabelText('VAT included (21 %)')).not.toBeInTheDocument();
    expect(summary().getByLabelText('Subtotal')).toHaveTextContent('€ 19,95');
    expect(cartStore.getItems()).toHaveLength(1);
  });

  it('Clear Cart empties both carts', async () => {
    cartStore.add(panino);
    merchandiseCartStore.add(cap);
    const { user } = renderCart();

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));

    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(cartStore.getItems()).toEqual([]);
    expect(merchandiseCartStore.getItems()).toEqual([]);
  });
});
