import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { allOrderingOn, category, menuItem } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import BarPage from './bar-page';
import ExitBarPage from './exit-bar-page';

const fiorella = {
  id: 1,
  slug: 'bar-fiorella',
  name: 'Bar Fiorella',
  address: 'Nieuwmarkt 17, 1012 CR Amsterdam',
  latitude: 52.37258,
  longitude: 4.90045,
  active: true,
};

function renderBar(slug: string, bar: { status?: number; body: unknown }) {
  mockApi({
    [`GET /api/bars/${slug}`]: bar,
    'GET /api/ordering-status': { body: allOrderingOn },
    'GET /api/menu': {
      body: {
        items: [
          menuItem({ id: 1, name: 'Arancini al Ragù (2)', barMenu: true }),
          menuItem({ id: 2, name: 'Tagliatelle al Ragù', barMenu: false }),
        ],
        featuredItems: [],
      },
    },
    'GET /api/categories': { body: [category(1, 'Fritti')] },
  });
  return renderWithProviders(<BarPage />, { route: `/bar/${slug}`, path: '/bar/:slug' });
}

afterEach(() => vi.unstubAllGlobals());

describe('bar mode', () => {
  it('a partner bar’s link starts bar mode and shows only the bar menu', async () => {
    renderBar('bar-fiorella', { body: fiorella });

    expect(await screen.findByRole('heading', { name: 'Bar Fiorella' })).toBeVisible();
    expect(
      await screen.findByRole('article', { name: 'Arancini al Ragù (2)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Tagliatelle al Ragù' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('barMode')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('barOrderData')!)).toEqual({
      id: 1,
      slug: 'bar-fiorella',
      name: 'Bar Fiorella',
    });
    expect(screen.getByRole('link', { name: 'Leave bar ordering' })).toHaveAttribute(
      'href',
      '/bars/exit-bar',
    );
  });

  it('an unknown or closed bar says so, links home and leaves bar mode', async () => {
    sessionStorage.setItem('barMode', 'true');
    sessionStorage.setItem('barOrderData', JSON.stringify({ id: 1, slug: 'x', name: 'X' }));
    renderBar('gone', {
      status: 404,
      body: {
        type: 'not_found',
        message: 'We could not find the delivery location from this QR code.',
      },
    });

    expect(
      await screen.findByText('We could not find the delivery location from this QR code.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(sessionStorage.getItem('barMode')).toBeNull();
    expect(sessionStorage.getItem('barOrderData')).toBeNull();
  });

  it('leaving bar mode forgets the bar and goes home', async () => {
    sessionStorage.setItem('barMode', 'true');
    sessionStorage.setItem(
      'barOrderData',
      JSON.stringify({ id: 1, slug: 'bar-fiorella', name: 'Bar Fiorella' }),
    );
    renderWithProviders(<ExitBarPage />, { route: '/bars/exit-bar' });

    expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
    expect(sessionStorage.getItem('barMode')).toBeNull();
    expect(sessionStorage.getItem('barOrderData')).toBeNull();
  });
});
