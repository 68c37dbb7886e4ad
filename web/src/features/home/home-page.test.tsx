import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { allOrderingOn, menuItem, review } from '@/testing/fixtures';
import { json, mockApi, pending } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import HomePage from './home-page';
import { HOME_TEXT_FALLBACKS } from './home-texts';

function renderHome(routes: Record<string, unknown>) {
  mockApi({
    '/api/page-texts/home': { title: 'Benvenuti!', subtitle: 'Panini made with love' },
    '/api/ordering-status': allOrderingOn,
    '/api/menu/recommendations': [],
    '/api/reviews': [],
    ...routes,
  });
  return renderWithProviders(<HomePage />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home page hero', () => {
  it('shows the editable title and subtitle and links to the menu and the delivery check', async () => {
    renderHome({});

    expect(await screen.findByRole('heading', { name: 'Benvenuti!' })).toBeInTheDocument();
    expect(screen.getByText('Panini made with love')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/menu');
    expect(screen.getByRole('link', { name: 'Check Delivery Area' })).toHaveAttribute(
      'href',
      '/simple-location',
    );
  });

  it('when the texts cannot be loaded, then it logs the failure and shows the built-in texts', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHome({ '/api/page-texts/home': () => json({ message: 'Server error' }, 500) });

    expect(
      await screen.findByRole('heading', { name: HOME_TEXT_FALLBACKS.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(HOME_TEXT_FALLBACKS.subtitle)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Failed to fetch text content for page: home',
      expect.anything(),
    );
  });

  it('keeps the built-in text for a key the server does not have', async () => {
    renderHome({ '/api/page-texts/home': { title: 'Ciao Amsterdam' } });

    expect(await screen.findByRole('heading', { name: 'Ciao Amsterdam' })).toBeInTheDocument();
    expect(screen.getByText(HOME_TEXT_FALLBACKS.subtitle)).toBeInTheDocument();
  });
});

describe('home page featured items', () => {
  it('shows 4 skeleton cards while loading, then the featured items', async () => {
    let answer: (value: Response) => void = () => {};
    renderHome({
      '/api/menu/recommendations': () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    const section = screen.getByRole('region', { name: 'Featured Items' });
    expect(within(section).getAllByTestId('menu-item-skeleton')).toHaveLength(4);

    answer(json([menuItem({ name: 'Panino Porchetta' }), menuItem({ name: 'Lasagne' })]));

    expect(await within(section).findByRole('article', { name: 'Panino Porchetta' })).toBeVisible();
    expect(within(section).getByRole('article', { name: 'Lasagne' })).toBeInTheDocument();
    expect(within(section).queryByTestId('menu-item-skeleton')).not.toBeInTheDocument();
  });

  it('says so when there are no featured items', async () => {
    renderHome({ '/api/menu/recommendations': [menuItem({ available: false })] });

    expect(
      await screen.findByText('No featured items available at the moment'),
    ).toBeInTheDocument();
  });
});

describe('home page reviews', () => {
  it('shows 6 skeletons while the reviews load', () => {
    renderHome({ '/api/reviews': pending });

    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(6);
  });

  it('shows each review with a short name, its stars, its source and month', async () => {
    renderHome({
      '/api/reviews': [
        review({
          customer_name: 'Maria van Dijk',
          rating: 4,
          source: 'google',
          created_at: '2026-03-14T18:30:00.000Z',
          review_text: 'Crispy bread, great porchetta.',
        }),
        review({
          customer_name: 'Jan',
          rating: 2,
          source: 'website',
          created_at: '2025-11-02T09:00:00Z',
        }),
      ],
    });

    const maria = await screen.findByRole('article', { name: 'Review by Maria v.' });
    expect(within(maria).getByText('Maria v.')).toBeInTheDocument();
    expect(within(maria).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(maria.querySelectorAll('[data-star]')).toHaveLength(4);
    expect(within(maria).getByText('Google Review')).toBeInTheDocument();
    expect(within(maria).getByText('Mar 2026')).toBeInTheDocument();
    expect(within(maria).getByText(/Crispy bread, great porchetta\./)).toBeInTheDocument();

    const jan = screen.getByRole('article', { name: 'Review by Jan' });
    expect(jan.querySelectorAll('[data-star]')).toHaveLength(2);
    expect(within(jan).getByText('Website Review')).toBeInTheDocument();
    expect(within(jan).getByText('Nov 2025')).toBeInTheDocument();
  });

  it('shows the Google rating and the empty text when there are no reviews', async () => {
    renderHome({ '/api/reviews': [] });

    expect(await screen.findByText('No reviews available at the moment.')).toBeInTheDocument();
    expect(screen.getByText('4.8/5')).toBeInTheDocument();
  });
});

describe('home page sections', () => {
  it('explains how it works in three steps and offers the delivery check', async () => {
    renderHome({});

    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      '1. Choose Your Location',
      '2. Explore the Menu',
      '3. Delivery in Under 30 Minutes',
    ]);
    expect(steps[0]).toHaveTextContent(/scan the QR code/);
    expect(screen.getByRole('link', { name: 'Check Your Address' })).toHaveAttribute(
      'href',
      '/simple-location',
    );
    expect(screen.getByRole('link', { name: 'Italieno on Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
