import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { OUT_OF_ZONE_MESSAGE, type ZoneSummary } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { geocoded, zone1 } from '@/testing/geo-fixtures';
import { mockApi, signedOut, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import GuestCheckoutPage from './guest-checkout-page';

// Many keystrokes into Mantine inputs: slow when the machine is busy, not a timing check.
const SLOW = { timeout: 20_000 };

function renderPage(zone: ZoneSummary | null = zone1, user: MockAnswer = signedOut) {
  const point = { lat: 52.376, lng: 4.897 };
  const api = mockApi({
    'GET /api/user': user,
    'POST /api/guest-session': { body: { ok: true, guestSessionId: 3 } },
    'POST /api/geo/geocode': { body: geocoded('Damrak 1, 1012 LG Amsterdam', zone, point) },
    'POST /api/geo/validate-point': {
      body: { isValid: zone !== null, valid: zone !== null, zone, message: '', coordinates: point },
    },
  });
  return { ...renderWithProviders(<GuestCheckoutPage />, { route: '/checkout/guest' }), api };
}
type User = ReturnType<typeof renderPage>['user'];

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
async function fillIn(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Maria van Dijk');
  await user.type(field('Email'), 'maria@example.com');
  await user.type(field('Phone'), '+31 6 12345678');
  await user.type(field('Street address'), 'Damrak 1');
  await user.type(field('Zip/Postal code'), '1012 LG');
  await user.type(field('Additional information'), 'Blue door');
}

beforeEach(() => cartStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('guest checkout', SLOW, () => {
  it('shows the guest form’s messages for missing contact and address', async () => {
    const { user, api } = renderPage();
    await user.clear(await screen.findByRole('textbox', { name: /^City/ }));

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('Street address is required')).toBeVisible();
    expect(screen.getByText('City is required')).toBeVisible();
    expect(screen.getByText('Zip/Postal code is required')).toBeVisible();
    expect(api.calls.some((c) => c.path === '/api/guest-session')).toBe(false);
  });

  it('offers signing in for the saved addresses instead', async () => {
    renderPage();
    expect(
      await screen.findByRole('link', { name: 'Sign in to use your saved addresses' }),
    ).toHaveAttribute('href', '/auth/login');
  });

  it('stores the guest’s details, checks the address and goes on to confirm', async () => {
    const { user, api } = renderPage();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Navigated to /checkout/confirm')).toBeInTheDocument();
    const posted = api.calls.find((c) => c.path === '/api/guest-session');
    expect(posted?.body).toMatchObject({
      name: 'Maria van Dijk',
      email: 'maria@example.com',
      phone: '+31 6 12345678',
      address: { streetAddress: 'Damrak 1', zipCode: '1012 LG', city: 'Amsterdam' },
    });
    const order = api.calls.map((c) => c.path);
    expect(order.indexOf('/api/guest-session')).toBeLessThan(order.indexOf('/api/geo/geocode'));
    expect(sessionStorage.getItem('guestCheckout')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('checkoutAddress')!)).toMatchObject({
      street: 'Damrak 1',
      zone: { name: 'Amsterdam City Center' },
      additionalInfo: 'Blue door',
    });
  });

  it('stays on the form when the address is outside every zone', async () => {
    const { user } = renderPage(null);
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(OUT_OF_ZONE_MESSAGE)).toBeVisible();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('guestCheckout')).toBeNull();
  });

  it('sends a signed-in customer to the saved addresses', async () => {
    renderPage(zone1, userAnswer('customer'));
    expect(await screen.findByText('Navigated to /checkout')).toBeInTheDocument();
  });
});
