import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MenuItem } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { AddToCartButton } from '@/features/menu/add-to-cart-button';
import { menuItem } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';

// Many keystrokes into Mantine inputs: slow when the machine is busy, not a timing check.
const SLOW = { timeout: 20_000 };

const comboPanino = menuItem({
  id: 30,
  name: 'Combo Panino',
  price: 12.5,
  isComboMeal: true,
  drinkPriceModifiers: null,
});

function renderCombo(item: MenuItem = comboPanino) {
  const api = mockApi({
    'GET /api/combo/sandwiches': {
      body: [{ id: 1, name: 'Panino Milanese', standalonePrice: 8.95, taxRate: 0.09 }],
    },
    'GET /api/combo/drinks': {
      body: [
        { id: 1, name: 'Coca-Cola', price: 0, standalonePrice: 3, taxRate: 0.09 },
        { id: 2, name: 'Beer', price: 1, standalonePrice: 4.5, taxRate: 0.21 },
        { id: 3, name: 'Red Bull', price: 1, standalonePrice: 3.75, taxRate: 0.09 },
      ],
    },
    'GET /api/combo/sauces': {
      body: [{ id: 1, name: 'Aioli', standalonePrice: 0.75, taxRate: 0.09 }],
    },
  });
  return { ...renderWithProviders(<AddToCartButton item={item} />), api };
}

async function openDialog(user: ReturnType<typeof renderCombo>['user'], name = 'Combo Panino') {
  await user.click(screen.getByRole('button', { name: `Customise ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Customise ${name}` });
  await within(dialog).findByRole('radio', { name: /Aioli/ });
  return within(dialog);
}

beforeEach(() => cartStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('combo customiser', SLOW, () => {
  it('starts with nothing chosen, hints and keeps Add disabled until all three are chosen', async () => {
    const { user } = renderCombo();
    const dialog = await openDialog(user);
    const add = dialog.getByRole('button', { name: 'Add to Cart – € 12,50' });

    for (const radio of dialog.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(dialog.getByText('Please make all selections to continue')).toBeVisible();
    expect(add).toBeDisabled();

    await user.click(dialog.getByRole('radio', { name: /Panino Milanese/ }));
    await user.click(dialog.getByRole('radio', { name: /Coca-Cola/ }));
    expect(add).toBeDisabled();
    await user.click(dialog.getByRole('radio', { name: /Aioli/ }));

    expect(add).toBeEnabled();
    expect(dialog.queryByText('Please make all selections to continue')).not.toBeInTheDocument();
  });

  it('reads +€1,00 for Beer and Red Bull and included for other drinks', async () => {
    const { user } = renderCombo();
    const dialog = await openDialog(user);

    expect(dialog.getByRole('radio', { name: /Beer/ })).toHaveTextContent('+€1,00');
    expect(dialog.getByRole('radio', { name: /Red Bull/ })).toHaveTextContent('+€1,00');
    expect(dialog.getByRole('radio', { name: /Coca-Cola/ })).toHaveTextContent('included');
  });

  it('uses the item’s own drink surcharges when it has them', async () => {
    const item = { ...comboPanino, drinkPriceModifiers: { 'Red Bull': 1.5 } };
    const { user } = renderCombo(item);
    const dialog = await openDialog(user);

    expect(dialog.getByRole('radio', { name: /Red Bull/ })).toHaveTextContent('+€1,50');
    expect(dialog.getByRole('radio', { name: /Beer/ })).toHaveTextContent('included');
  });

  it('adds the combo with the drink surcharge and its selections, toasts and closes', async () => {
    const { user } = renderCombo();
    const dialog = await openDialog(user);

    await user.click(dialog.getByRole('radio', { name: /Panino Milanese/ }));
    await user.click(dialog.getByRole('radio', { name: /Beer/ }));
    await user.click(dialog.getByRole('radio', { name: /Aioli/ }));
    await user.click(dialog.getByRole('button', { name: 'Add to Cart – € 13,50' }));

    expect(await screen.findByText('Combo meal added to cart')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartStore.getItems()).toEqual([
      expect.objectContaining({
        id: 30,
        name: 'Combo Panino',
        price: 13.5,
        quantity: 1,
        isComboMeal: true,
        comboSelections: JSON.stringify({
          sandwich: 'Panino Milanese',
          drink: 'Beer',
          sauce: 'Aioli',
        }),
        // The parts' own prices and rates: the cart shows the beer's share at 21 %.
        vatKey: [
          { rate: 0.09, standaloneCents: 895 },
          { rate: 0.21, standaloneCents: 450 },
          { rate: 0.09, standaloneCents: 75 },
        ],
      }),
    ]);
  });

  it('opens again with nothing chosen and loads the choices once within 5 minutes', async () => {
    const { user, api } = renderCombo();
    let dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: /Beer/ }));
    await user.keyboard('{Escape}');

    dialog = await openDialog(user);

    expect(dialog.getByRole('radio', { name: /Beer/ })).not.toBeChecked();
    expect(api.calls.filter((c) => c.path === '/api/combo/drinks')).toHaveLength(1);
  });
});
