import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cartStore } from '@/features/cart/cart-store';
import { menuItem } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { AddToCartButton } from './add-to-cart-button';

const caprese = menuItem({
  id: 7,
  name: 'Panino Caprese',
  price: 8.5,
  options: [
    { id: 1, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1 },
    { id: 2, name: 'Bread', value: 'Gluten-free bread', priceAdd: 1.5 },
  ],
});

beforeEach(() => cartStore.clear());

describe('adding an item that has extras', () => {
  it('asks for the extras, prices them on the button and adds them with the line', async () => {
    const { user } = renderWithProviders(<AddToCartButton item={caprese} />);

    await user.click(screen.getByRole('button', { name: 'Add Panino Caprese to cart' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Panino Caprese' }));
    expect(dialog.getByRole('button', { name: 'Add to Cart – € 8,50' })).toBeEnabled();
    await user.click(dialog.getByRole('checkbox', { name: /Extra mozzarella/ }));
    await user.click(dialog.getByRole('button', { name: 'Add to Cart – € 9,50' }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartStore.getItems()).toEqual([
      expect.objectContaining({
        id: 7,
        quantity: 1,
        selectedOptions: [{ id: 1, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1 }],
      }),
    ]);
  });

  it('adds the plain item when no extra is chosen', async () => {
    const { user } = renderWithProviders(<AddToCartButton item={caprese} />);

    await user.click(screen.getByRole('button', { name: 'Add Panino Caprese to cart' }));
    await user.click(await screen.findByRole('button', { name: 'Add to Cart – € 8,50' }));

    expect(cartStore.getItems()).toEqual([expect.objectContaining({ id: 7, quantity: 1 })]);
    expect(cartStore.getItems()[0]?.selectedOptions).toBeUndefined();
  });
});
