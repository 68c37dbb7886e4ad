import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import BarMenuTestPage from '@/features/bar/bar-menu-test-page';
import { inDutch } from '@/testing/in-dutch';
import { mockApi } from '@/testing/mock-endpoints';
import { menuItem } from '@/testing/fixtures';
import { testModePaymentEndpoints } from '@/testing/payment-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import TestPaymentPage from './test-payment-page';

inDutch();
afterEach(() => vi.unstubAllGlobals());

describe('the staff’s test tools in Dutch', { timeout: 30_000 }, () => {
  it('the test payment asks, pays and answers in Dutch', async () => {
    mockApi(testModePaymentEndpoints(12, 20.5));
    const { user } = renderWithProviders(<TestPaymentPage />, { route: '/test-payment' });
    expect(screen.getByRole('heading', { level: 1, name: 'Testbetaling' })).toBeVisible();
    const options = within(screen.getByLabelText('Betaalmethode')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kaart', 'iDEAL | Wero', 'Bancontact']);
    await user.type(screen.getByLabelText('Bestelnummer'), '12');
    await user.type(screen.getByLabelText('Bedrag (€)'), '20.50');
    await user.click(screen.getByRole('button', { name: 'Verder naar betalen' }));
    expect(await screen.findByText('Bestelling #12 · Kaart')).toBeVisible();
    await user.type(await screen.findByLabelText('Kaartnummer'), '4242424242424242');
    await user.type(screen.getByLabelText('Vervaldatum'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Betaal € 20,50' }));
    const result = await screen.findByRole('status', { name: 'Resultaat van de betaling' });
    expect(result).toHaveTextContent('Betaling gelukt');
    expect(result).toHaveTextContent('Status van de betaling: succeeded');
    expect(within(result).getByRole('button', { name: 'Nog een betaling testen' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Test Payment|Payment successful|Order ID/);
  });

  it('the bar menu check lists the bar’s items under Dutch headings', async () => {
    const spritz = { ...menuItem({ id: 3, name: 'Aperol Spritz', categoryId: 1 }), barMenu: true };
    mockApi({
      'GET /api/menu': { body: { items: [spritz], featuredItems: [] } },
      'GET /api/categories': { body: [{ id: 1, name: 'Drinks' }] },
    });
    renderWithProviders(<BarMenuTestPage />, { route: '/bar-menu-test' });
    expect(screen.getByRole('heading', { level: 1, name: 'Barkaart testen' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Artikelen op de barkaart' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Artikel', 'Categorie', 'Btw', 'Prijs']);
    expect(within(table).getByText('Aperol Spritz')).toBeVisible();
  });
});
