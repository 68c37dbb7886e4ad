import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import AboutPage from './about-page';
import { ABOUT_TEXT_FALLBACKS } from './about-texts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('about page', () => {
  it('shows the story from the page texts, the three values and an Order Now button', async () => {
    mockApi({
      '/api/page-texts/about': { title: 'Chi siamo', story: 'First part.\n\nSecond part.' },
    });
    renderWithProviders(<AboutPage />, { route: '/about' });

    expect(await screen.findByRole('heading', { name: 'Chi siamo' })).toBeInTheDocument();
    expect(screen.getByText('First part.')).toBeInTheDocument();
    expect(screen.getByText('Second part.')).toBeInTheDocument();
    for (const value of ['Quality', 'Tradition', 'Community']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    expect(screen.getByText(ABOUT_TEXT_FALLBACKS.quality)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/menu');
  });

  it('when the texts cannot be loaded, then it logs the failure and shows the built-in story', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/page-texts/about': () => json({ message: 'Server error' }, 500) });
    renderWithProviders(<AboutPage />, { route: '/about' });

    expect(
      await screen.findByRole('heading', { name: ABOUT_TEXT_FALLBACKS.title }),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Failed to fetch text content for page: about',
      expect.anything(),
    );
  });
});
