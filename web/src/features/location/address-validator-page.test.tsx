import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { geocoded, zone1 } from '@/testing/geo-fixtures';
import { mockApi, type MockAnswer } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import AddressValidatorPage from './address-validator-page';

const DAM = 'Dam 1, 1012 Amsterdam, Netherlands';
const inZone = { isValid: true, valid: true, zone: zone1, message: 'ok', coordinates: {} };

function renderPage(validate: MockAnswer = { body: inZone }) {
  const api = mockApi({
    'POST /api/geo/geocode': { body: geocoded(DAM, zone1) },
    'GET /api/geo/validate': validate,
  });
  return {
    ...api,
    ...renderWithProviders(<AddressValidatorPage />, { route: '/address-validator' }),
  };
}

async function validate(user: ReturnType<typeof renderPage>['user'], address: string) {
  await user.type(screen.getByRole('textbox', { name: 'Delivery address' }), address);
  await user.click(screen.getByRole('button', { name: 'Validate Address' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Address Validation', () => {
  it('an empty address: Please enter an address', async () => {
    const { user, calls } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Validate Address' }));
    expect(await screen.findByText('Please enter an address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('appends Amsterdam and Netherlands, validates the coordinates and continues', async () => {
    const { user, calls } = renderPage();
    await validate(user, 'Dam 1');

    expect(
      await screen.findByText(
        'Great! Your address is within our delivery zone: Amsterdam City Center',
      ),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ address: 'Dam 1, Amsterdam, Netherlands' });
    expect(calls[1]?.path).toBe('/api/geo/validate');
    expect(JSON.parse(sessionStorage.getItem('checkoutAddress')!).zone.name).toBe(
      'Amsterdam City Center',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Navigated to /checkout/confirm')).toBeInTheDocument();
  });

  it("outside every zone, shows the server's message", async () => {
    const { user } = renderPage({
      body: { isValid: false, valid: false, zone: null, message: 'Not here', coordinates: {} },
    });
    await validate(user, 'Dam 1');
    expect(await screen.findByText('Not here')).toBeInTheDocument();
  });

  it('an HTML answer to the validation is an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/geo/validate')
          ? new Response('<html>proxy error</html>', { headers: { 'Content-Type': 'text/html' } })
          : Response.json(geocoded(DAM, zone1)),
      ),
    );
    const { user } = renderWithProviders(<AddressValidatorPage />);
    await validate(user, 'Dam 1');
    expect(await screen.findByText('Server returned HTML instead of JSON')).toBeInTheDocument();
  });

  it('Continue without a valid address asks for one; Back goes to /checkout', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/checkout');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Valid Address Required')).toBeInTheDocument();
  });
});
