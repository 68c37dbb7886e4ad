import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { MerchandiseInCartNotice } from './checkout-notice';

describe('merchandise in a food checkout', () => {
  it('says merchandise has a checkout of its own and leads back to the cart', async () => {
    renderWithProviders(<MerchandiseInCartNotice />);
    expect(await screen.findByText('Merchandise')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Merchandise is ordered through the merchandise checkout. Remove it from your cart to order your food.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });
});
