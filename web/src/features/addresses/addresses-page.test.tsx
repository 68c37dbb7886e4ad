import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@shop/contracts';
import { zonesAnswer } from '@/testing/geo-fixtures';
import { inDutch } from '@/testing/in-dutch';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import AddressesPage from './addresses-page';

const address = (overrides: Partial<Address>): Address => ({
  id: 1,
  label: 'home',
  streetAddress: 'Overtoom 100',
  city: 'Amsterdam',
  state: null,
  zipCode: '1054 HK',
  country: 'Netherlands',
  additionalInfo: null,
  latitude: 52.361,
  longitude: 4.871,
  isDefault: true,
  ...overrides,
});

function renderPage() {
  const api = mockApi({
    'GET /api/addresses': {
      body: [
        address({}),
        address({ id: 2, label: 'work', streetAddress: 'Damrak 1', isDefault: false }),
      ],
    },
    'GET /api/geo/zones': { body: zonesAnswer },
    'PATCH /api/addresses/2/default': { body: address({ id: 2 }) },
    'DELETE /api/addresses/2': { body: { message: 'Address deleted' } },
  });
  return { ...api, ...renderWithProviders(<AddressesPage />, { route: '/addresses' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('My Addresses', () => {
  it('lists the saved addresses with a badge on the default', async () => {
    renderPage();
    const home = await screen.findByRole('article', { name: 'Home: Overtoom 100' });
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();
    const work = screen.getByRole('article', { name: 'Work: Damrak 1' });
    expect(within(work).queryByText('Default')).not.toBeInTheDocument();
  });

  it('sets another address as the default and deletes one', async () => {
    const { user, calls } = renderPage();
    const work = await screen.findByRole('article', { name: 'Work: Damrak 1' });
    await user.click(within(work).getByRole('button', { name: 'Set as default' }));
    await user.click(within(work).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
        expect.arrayContaining(['PATCH /api/addresses/2/default', 'DELETE /api/addresses/2']),
      ),
    );
  });

  it('shows the zone cards: number, name, delivery time, fee and minimum', async () => {
    renderPage();
    const zones = [
      ['Zone 1', 'Amsterdam City Center', '20-30 min', '€ 2,50', '€ 15,00'],
      ['Zone 2', 'West & Zuid', '30-45 min', '€ 3,50', '€ 20,00'],
      ['Zone 3', 'Noord & Oost', '35-50 min', '€ 4,50', '€ 25,00'],
    ];
    for (const [label, name, time, fee, minimum] of zones) {
      const card = await screen.findByRole('article', { name: label });
      expect(within(card).getByText(label!)).toBeInTheDocument();
      expect(within(card).getByRole('heading', { name })).toBeInTheDocument();
      expect(within(card).getByText(time!)).toBeInTheDocument();
      expect(within(card).getByText('Delivery fee').nextSibling).toHaveTextContent(fee!);
      expect(within(card).getByText('Minimum order').nextSibling).toHaveTextContent(minimum!);
    }
  });

  it('Add Address opens the saved-address form', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getByRole('form', { name: 'Add address' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Use as my default address' })).toBeChecked();
  });
});

describe('My Addresses in Dutch', () => {
  inDutch();

  it('names the page, the labels, the buttons and the zones in Dutch, with no English left', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Mijn adressen' })).toBeInTheDocument();
    const home = await screen.findByRole('article', { name: 'Thuis: Overtoom 100' });
    expect(within(home).getByText('Standaard')).toBeInTheDocument();
    const work = screen.getByRole('article', { name: 'Werk: Damrak 1' });
    expect(within(work).getByRole('button', { name: 'Maak standaard' })).toBeInTheDocument();
    expect(within(work).getByRole('button', { name: 'Verwijderen' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Gebied 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adres toevoegen' }));
    const form = screen.getByRole('form', { name: 'Adres toevoegen' });
    expect(
      within(form).getByRole('checkbox', { name: 'Gebruik als mijn standaardadres' }),
    ).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Adres opslaan' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(
      /My Addresses|Add Address|Delivery zones|Set as default|Save Address|Use as my default|Address label/,
    );
  });
});
