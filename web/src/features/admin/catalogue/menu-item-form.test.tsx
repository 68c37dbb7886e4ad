import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminMenuItem } from '@shop/contracts';
import { theme } from '@/app/theme';
import { ApiError } from '@/lib/api-client';
import { inDutch } from '@/testing/in-dutch';
import { MenuItemForm, menuItemValues } from './menu-item-form';

const categories: AdminCategory[] = [
  { id: 1, name: 'Sandwiches', sortOrder: 1, itemCount: 3 },
  { id: 2, name: 'Drinks', sortOrder: 2, itemCount: 4 },
];

function renderForm(props: Partial<Parameters<typeof MenuItemForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => undefined);
  const onDirtyChange = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <MenuItemForm
          item={null}
          categories={categories}
          onSubmit={onSubmit}
          onCancel={() => undefined}
          onDirtyChange={onDirtyChange}
          {...props}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSubmit: props.onSubmit ?? onSubmit, onDirtyChange, user: userEvent.setup() };
}

describe('the dish form', () => {
  it("shows the schema's messages under their fields and sends nothing", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add dish' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Price (€)' }), '4.999');
    await user.click(screen.getByRole('button', { name: 'Add dish' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values: trimmed name, price in euros and options', async () => {
    const { onSubmit, onDirtyChange, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Panino Mortadella ');
    const price = screen.getByRole('textbox', { name: /^Price/ });
    await user.clear(price);
    await user.type(price, '9.5');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByRole('textbox', { name: 'Option 1 name' }), 'Extra burrata');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('button', { name: 'Add dish' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Panino Mortadella',
        price: 9.5,
        categoryId: 1,
        taxRate: 0.09,
        tags: [],
        options: [{ name: 'Extras', value: 'Extra burrata', priceAdd: 0 }],
      }),
    );
  });

  it("puts the server's message under the field it names", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'Name is taken', {
        type: 'invalid_data',
        message: 'Name is taken',
        fieldErrors: { name: ['Name is taken'] },
      });
    });
    const item: AdminMenuItem = {
      ...(menuItemValues(null, 1) as unknown as AdminMenuItem),
      id: 7,
      name: 'Tiramisù',
      price: 5.5,
      tags: '["dolce"]',
      options: [],
      archived: false,
      ordered: false,
    };
    const { user } = renderForm({ item, onSubmit });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Tiramisù');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tags: ['dolce'] }));
  });
});

/** Types a dish with a price and one priced option, as the back office writes money. */
async function addPricedDish(
  user: ReturnType<typeof userEvent.setup>,
  texts: {
    name: RegExp;
    price: RegExp;
    addOption: string;
    optionName: string;
    optionPrice: string;
  },
) {
  await user.type(screen.getByRole('textbox', { name: texts.name }), 'Panino Porchetta');
  const price = screen.getByRole('textbox', { name: texts.price });
  expect(price).toHaveValue('€ 0,00');
  await user.clear(price);
  await user.type(price, '12,50');
  expect(price).toHaveValue('€ 12,50');
  await user.click(screen.getByRole('button', { name: texts.addOption }));
  await user.type(screen.getByRole('textbox', { name: texts.optionName }), 'Extra burrata');
  const optionPrice = screen.getByRole('textbox', { name: texts.optionPrice });
  await user.clear(optionPrice);
  await user.type(optionPrice, '1.5');
  await user.tab();
  expect(optionPrice).toHaveValue('€ 1,50');
}

describe('the dish form’s prices', () => {
  it('takes € 12,50 and sends 12.5 euros, an option typed "1.5" as 1.5 euros', async () => {
    const { onSubmit, user } = renderForm();
    await addPricedDish(user, {
      name: /^Name/,
      price: /^Price/,
      addOption: 'Add option',
      optionName: 'Option 1 name',
      optionPrice: 'Option 1 price',
    });
    await user.click(screen.getByRole('button', { name: 'Add dish' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        price: 12.5,
        options: [{ name: 'Extras', value: 'Extra burrata', priceAdd: 1.5 }],
      }),
    );
  });

  it('shows a saved price as € 1.000,00', () => {
    const item: AdminMenuItem = {
      ...(menuItemValues(null, 1) as unknown as AdminMenuItem),
      id: 8,
      name: 'Catering tray',
      price: 1000,
      tags: '[]',
      options: [{ id: 3, name: 'Extras', value: 'Focaccia', priceAdd: 4.5 }],
      archived: false,
      ordered: false,
    };
    renderForm({ item });
    expect(screen.getByRole('textbox', { name: /^Price/ })).toHaveValue('€ 1.000,00');
    expect(screen.getByRole('textbox', { name: 'Option 1 price' })).toHaveValue('€ 4,50');
  });
});

describe('the dish form’s prices in Dutch', () => {
  inDutch();

  it('takes € 12,50 and sends 12.5 euros, as in English', async () => {
    const { onSubmit, user } = renderForm();
    await addPricedDish(user, {
      name: /^Naam/,
      price: /^Prijs/,
      addOption: 'Optie toevoegen',
      optionName: 'Naam van optie 1',
      optionPrice: 'Prijs van optie 1',
    });
    await user.click(screen.getByRole('button', { name: 'Gerecht toevoegen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        price: 12.5,
        options: [{ name: 'Extra’s', value: 'Extra burrata', priceAdd: 1.5 }],
      }),
    );
  });
});
