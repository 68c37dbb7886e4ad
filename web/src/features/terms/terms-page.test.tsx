import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import TermsPage from './terms-page';

afterEach(() => vi.unstubAllGlobals());

describe('terms page', () => {
  it('has the 10 numbered sections in order, then the contact information', () => {
    mockApi({});
    renderWithProviders(<TermsPage />, { route: '/terms' });

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Definitions',
      '2. Applicability',
      '3. Ordering and Agreement',
      '4. Delivery',
      '5. Payment',
      '6. Cancellation and Returns',
      '7. Liability',
      '8. Privacy',
      '9. Disputes',
      '10. Changes',
      'Contact Information',
    ]);
    expect(screen.getByRole('link', { name: 'info@italieno.nl' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });

  it('states the cancellation window, age limit, prices, liability cap and applicable law', () => {
    mockApi({});
    renderWithProviders(<TermsPage />, { route: '/terms' });

    const text = document.body.textContent ?? '';
    expect(text).toMatch(/free of charge up to 10 minutes after the confirmation/);
    expect(text).toMatch(/as long as we have not started preparing it/);
    expect(text).toMatch(/You must be 18 years or older/);
    expect(text).toMatch(/include VAT\. Prices do not include delivery costs/);
    expect(text).toMatch(/limited to the value of that order/);
    expect(text).toMatch(/Dutch law applies/);
  });
});
