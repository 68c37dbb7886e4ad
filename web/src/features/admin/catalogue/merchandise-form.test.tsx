import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMerchandiseItem } from '@shop/contracts';
import { theme } from '@/app/theme';
import { ApiError } from '@/lib/api-client';
import { inDutch } from '@/testing/in-dutch';
import { MerchandiseForm } from './merchandise-form';

const hoodie: AdminMerchandiseItem = {
  id: 4,
  name: 'Italieno Hoodie',
  description: 'Red',
  price: 19.95,
  image: null,
  category: 'Hoodie',
  available: true,
  sortOrder: 1,
  archived: false,
  ordered: false,
};

function renderForm(
  item: AdminMerchandiseItem | null,
  onSubmit: () => Promise<unknown> = vi.fn(async () => undefined),
) {
  render(
    <MantineProvider theme={theme}>
      <MerchandiseForm item={item} onSubmit={onSubmit} onCancel={() => undefined} />
    </MantineProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('the merchandise form', () => {
  it('sends a new item with "On sale" switched off', async () => {
    const { onSubmit, user } = renderForm(null);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Italieno Mug');
    await user.click(screen.getByRole('switch', { name: 'On sale' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Italieno Mug', category: 'T-Shirt', available: false }),
    );
  });

  it("puts the server's message under the field it names", async () => {
    const tooLong = 'Description can be at most 2000 characters';
    const refusal = {
      type: 'invalid_data',
      message: tooLong,
      fieldErrors: { description: [tooLong] },
    };
    const { user } = renderForm(
      hoodie,
      vi.fn(() => Promise.reject(new ApiError(400, tooLong, refusal))),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('the merchandise form’s price', () => {
  it('shows a saved price as € 19,95 and sends "24,95" as 24.95 euros', async () => {
    const { onSubmit, user } = renderForm(hoodie);
    const price = screen.getByRole('textbox', { name: /^Price/ });
    expect(price).toHaveValue('€ 19,95');
    await user.clear(price);
    await user.type(price, '24,95');
    expect(price).toHaveValue('€ 24,95');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: 24.95 }));
  });

  it('says a missing price is missing and sends nothing', async () => {
    const { onSubmit, user } = renderForm(hoodie);
    await user.clear(screen.getByRole('textbox', { name: /^Price/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Price must be a number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the merchandise form’s price in Dutch', () => {
  inDutch();

  it('shows € 19,95 and sends "24,95" as 24.95 euros, as in English', async () => {
    const { onSubmit, user } = renderForm(hoodie);
    const price = screen.getByRole('textbox', { name: /^Prijs/ });
    expect(price).toHaveValue('€ 19,95');
    await user.clear(price);
    await user.type(price, '24,95');
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: 24.95 }));
  });
});
