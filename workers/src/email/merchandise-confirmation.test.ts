import { describe, expect, it } from 'vitest';
import { merchandiseConfirmationEmail } from './merchandise-confirmation';

const order = {
  orderId: 1042,
  to: 'anna@example.com',
  createdAt: '2026-11-21T13:05:00.000Z',
  customerName: 'Anna de Vries',
  customerEmail: 'anna@example.com',
  lines: [
    {
      merchandiseId: 1,
      name: 'Italieno Hoodie',
      quantity: 1,
      unitPriceCents: 4500,
      lineTotalCents: 4500,
    },
    {
      merchandiseId: 7,
      name: 'Lighter <Rosso>',
      quantity: 2,
      unitPriceCents: 250,
      lineTotalCents: 500,
    },
  ],
  subtotalCents: 5000,
  vatLines: [{ rate: 0.21, cents: 868 }],
  shippingCents: 0,
  totalCents: 5000,
  shippingMethod: 'Standard Shipping (3-5 business days)',
  shippingAddress: {
    line1: 'Prinsengracht 263',
    line2: '',
    postalCode: '1016 GV',
    city: 'Amsterdam',
    state: '',
    country: 'Netherlands',
  },
};

describe('merchandise order confirmation e-mail', () => {
  it('names the order and lists lines, VAT per rate, shipping and the total as charged', () => {
    const mail = merchandiseConfirmationEmail(order);
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toBe('Your Italieno order #1042 is confirmed');
    expect(mail.text).toContain('1 × Italieno Hoodie à € 45,00  € 45,00');
    expect(mail.text).toContain('2 × Lighter <Rosso> à € 2,50  € 5,00');
    expect(mail.text).toContain('Incl. VAT 21 %: € 8,68');
    expect(mail.text).toContain('Shipping (Standard Shipping (3-5 business days)): Free');
    expect(mail.text).toContain('Total: € 50,00');
    expect(mail.text).toContain('1016 GV Amsterdam');
  });

  it('shows a shipping charge and escapes what the customer typed in the HTML part', () => {
    const mail = merchandiseConfirmationEmail({ ...order, shippingCents: 595, totalCents: 5595 });
    expect(mail.text).toContain('Shipping (Standard Shipping (3-5 business days)): € 5,95');
    expect(mail.html).toContain('Lighter &lt;Rosso&gt;');
    expect(mail.html).not.toContain('<Rosso>');
  });
});

describe('merchandise order confirmation e-mail in Dutch', () => {
  it('writes the confirmation in Dutch with the same lines and euros', () => {
    const mail = merchandiseConfirmationEmail(order, 'nl');
    expect(mail.subject).toBe('Je Italieno-bestelling #1042 is bevestigd');
    expect(mail.text).toContain(
      'We hebben je betaling voor bestelling #1042 ontvangen (21 nov 2026, 14:05).',
    );
    expect(mail.text).toContain('Incl. btw 21 %: € 8,68');
    expect(mail.text).toContain('Verzending (Standard Shipping (3-5 business days)): Gratis');
    expect(mail.text).toContain('Totaal: € 50,00');
    expect(mail.text).toContain('Verzenden naar:\nAnna de Vries');
    expect(mail.html).toContain('bestelling <strong>#1042</strong> ontvangen');
  });
});
