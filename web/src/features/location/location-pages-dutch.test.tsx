import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeGeolocation } from '@/testing/fake-geolocation';
import { geocoded, reversed, zone1 } from '@/testing/geo-fixtures';
import { mockApi, signedOut } from '@/testing/mock-endpoints';
import { inDutch } from '@/testing/in-dutch';
import { renderWithProviders } from '@/testing/test-utils';
import AddressValidatorPage from './address-validator-page';
import SimpleLocationPage from './simple-location-page';
import SmartLocationPage from './smart-location-page';

const DAM = 'Dam 1, 1012 Amsterdam, Netherlands';

inDutch();
afterEach(() => {
  vi.unstubAllGlobals();
  fakeGeolocation(null);
});

function renderSimplePage() {
  mockApi({
    'GET /api/user': signedOut,
    'POST /api/geo/reverse-geocode': { body: reversed(DAM, zone1) },
    'POST /api/geo/geocode': { body: geocoded(DAM, zone1) },
  });
  return renderWithProviders(<SimpleLocationPage />, { route: '/simple-location' });
}

describe('the delivery location pages in Dutch', () => {
  it('offer the three ways in Dutch and show the zone found in Dutch', async () => {
    fakeGeolocation(['never']);
    const { user } = renderSimplePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Bevestig je locatie' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Gebruik je huidige locatie' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'QR-locatie (binnenkort)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Adres invullen' }));
    await user.click(screen.getByRole('button', { name: 'Controleren' }));
    expect(await screen.findByText('Adres nodig')).toBeVisible();
    expect(screen.getByText('Vul een adres in om te controleren')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Je adres' }), 'Dam 1');
    await user.click(screen.getByRole('button', { name: 'Controleren' }));
    const result = within(await screen.findByRole('region', { name: 'Bezorgcheck' }));
    expect(
      result.getByText('Top! Je adres ligt in ons bezorggebied: Amsterdam City Center'),
    ).toBeVisible();
    expect(result.getByText('Bezorgkosten')).toBeVisible();
    expect(result.getByText('Minimale bestelling')).toBeVisible();
    expect(await screen.findByText('We bezorgen in Amsterdam City Center.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verder naar het menu' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(
      /Confirm Your Location|Delivery fee|Minimum order|Great!|Continue to Menu|We deliver to/,
    );
  });

  it('say in Dutch when the browser refuses the location', async () => {
    fakeGeolocation([{ code: 1 }]);
    const { user } = renderSimplePage();

    await user.click(screen.getByRole('button', { name: 'Vind mijn locatie' }));
    expect(await screen.findByText('Toegang tot je locatie geweigerd')).toBeVisible();
    expect(screen.getByText('Vul je adres handmatig in')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Je adres' })).toBeVisible();
  });

  it('check a typed address on the address validator in Dutch', async () => {
    mockApi({});
    const { user } = renderWithProviders(<AddressValidatorPage />, {
      route: '/address-validator',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Adrescheck' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Adres controleren' }));
    expect(await screen.findByText('Vul een adres in')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Probeer de slimme locatiecheck' })).toHaveAttribute(
      'href',
      '/smart-location',
    );
  });

  it('say in Dutch why the address validator could not read the answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/geo/validate')
          ? new Response('<html>proxy error</html>', { headers: { 'Content-Type': 'text/html' } })
          : Response.json(geocoded(DAM, zone1)),
      ),
    );
    const { user } = renderWithProviders(<AddressValidatorPage />, {
      route: '/address-validator',
    });
    await user.type(screen.getByRole('textbox', { name: 'Bezorgadres' }), 'Dam 1');
    await user.click(screen.getByRole('button', { name: 'Adres controleren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De server gaf een onleesbaar antwoord',
    );
  });

  it('say in Dutch that the smart validator gave up after three attempts', async () => {
    fakeGeolocation([{ code: 3 }]);
    mockApi({});
    renderWithProviders(<SmartLocationPage />, { route: '/smart-location' });
    expect(await screen.findByText('Maximaal aantal pogingen bereikt')).toBeVisible();
    expect(
      screen.getByText('Het bepalen van je locatie duurde te lang. Probeer het opnieuw.'),
    ).toBeVisible();
    expect(
      screen.getByText('We konden je locatie niet bepalen. Vul je adres zelf in.'),
    ).toBeVisible();
  });
});
