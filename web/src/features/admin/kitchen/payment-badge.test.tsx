import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLanguage } from '@/i18n';
import { foodOrder } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { PaymentBadge } from './kitchen-card-details';

afterEach(() => changeLanguage('en'));

describe('kitchen card: how the order was paid', () => {
  it.each([
    ['card', 'Paid · Credit/Debit Card'],
    ['ideal', 'Paid · iDEAL | Wero'],
    ['bancontact', 'Paid · Bancontact'],
  ])('%s reads %s', (paymentMethod, text) => {
    renderWithProviders(<PaymentBadge order={foodOrder({ paymentMethod })} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('in Dutch', async () => {
    await changeLanguage('nl');
    renderWithProviders(<PaymentBadge order={foodOrder({ paymentMethod: 'ideal' })} />);
    expect(screen.getByText('Betaald · iDEAL | Wero')).toBeInTheDocument();
  });
});
