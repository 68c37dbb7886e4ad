import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminMenuItem } from '@shop/contracts';
import { theme } from '@/app/theme';
import { ApiError } from '@/lib/api-client';
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
