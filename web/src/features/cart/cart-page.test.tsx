import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { allOrderingOn } from '@/testing/fixtures';
import { mockApi, signedOut } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
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

beforeEach(() => cartStore.clear());
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
    expect(amount('VAT included (9 %)')).toBe('€ 0,78');
    expect(amount('VAT included (21 %)')).toBe('€ 2,59');
    expect(amount('Delivery fee')).toBe('€ 2,50');
    expect(amount('Total')).toBe('€ 26,95');
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
