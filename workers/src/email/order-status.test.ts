import { describe, expect, it } from 'vitest';
import type { OrderStatusEmail } from '@shop/contracts/jobs';
import { orderStatusEmail, trackingUrl } from './order-status';

const ORIGIN = 'https://italieno.nl';

/** A paid delivery order the kitchen accepted with 20 minutes, due at 18:35 Amsterdam time. */
const base: OrderStatusEmail = {
  orderId: 1042,
  kind: 'confirmed',
  to: 'anna@example.com',
  customerName: 'Anna de Vries',
  deliveryType: 'delivery',
  barName: null,
  estimatedDelivery: '2026-11-21T17:35:00.000Z',
  prepMinutes: 20,
  reason: null,
  amountCents: 4190,
  paid: true,
  trackingToken: 'tok.en/+=',
};

const mail = (data: Partial<OrderStatusEmail>) => orderStatusEmail({ ...base, ...data }, ORIGIN);

describe('order status e-mails', () => {
  it('confirmed: names the preparation time, the estimate and the tracking link', () => {
    const { to, subject, text } = mail({});
    expect(to).toBe('anna@example.com');
    expect(subject).toBe('Your order #1042 is confirmed');
    expect(text).toContain('Grazie, Anna de Vries! The kitchen has accepted your order #1042');
    expect(text).toContain(
      'Preparation time: about 20 minutes\nEstimated delivery: 21 Nov 2026, 18:35',
    );
    expect(text).toContain('Follow your order: https://italieno.nl/order/1042?t=tok.en%2F%2B%3D');
  });

  it('confirmed for a bar order: the food is ready for pickup at the bar', () => {
    const { text } = mail({ deliveryType: 'pickup', barName: 'Bar Fiorella' });
    expect(text).toContain('Ready for pickup at Bar Fiorella: 21 Nov 2026, 18:35');
    expect(text).not.toContain('Estimated delivery');
  });

  it('ready for pickup: names the bar in the subject and the text', () => {
    const { subject, text } = mail({
      kind: 'ready_for_pickup',
      deliveryType: 'pickup',
      barName: 'Bar Fiorella',
    });
    expect(subject).toBe('Your order #1042 is ready for pickup at Bar Fiorella');
    expect(text).toContain('Pick it up at Bar Fiorella');
  });

  it('out for delivery: carries the estimate and the tracking link', () => {
    const { subject, text, html } = mail({ kind: 'out_for_delivery' });
    expect(subject).toBe('Your order #1042 is on its way');
    expect(text).toContain('Estimated delivery: 21 Nov 2026, 18:35');
    expect(text).toContain('Follow it live: https://italieno.nl/order/1042?t=tok.en%2F%2B%3D');
    expect(html).toContain('<a href="https://italieno.nl/order/1042?t=tok.en%2F%2B%3D">');
  });

  it('delivered: thanks the customer, without a tracking link', () => {
    const { subject, text } = mail({ kind: 'delivered' });
    expect(subject).toBe('Your order #1042 has been delivered');
    expect(text).toContain('Buon appetito, Anna de Vries!');
    expect(text).not.toContain('/order/1042');
    expect(mail({ kind: 'delivered', deliveryType: 'pickup' }).subject).toBe(
      'Your order #1042 has been picked up',
    );
  });

  it('cancelled after payment: gives the reason and says the refund of the total is on its way', () => {
    const { subject, text } = mail({ kind: 'cancelled', reason: 'The oven broke down' });
    expect(subject).toBe('Your order #1042 has been cancelled');
    expect(text).toContain('Reason: The oven broke down');
    expect(text).toContain('The refund of € 41,90 is on its way');
  });

  it('cancelled before payment: says nothing was charged', () => {
    const { text } = mail({ kind: 'cancelled', paid: false, reason: null });
    expect(text).toContain('You have not been charged.');
    expect(text).not.toContain('Reason');
    expect(text).not.toContain('refund');
  });

  it('refunded: names the amount refunded', () => {
    const { subject, text } = mail({ kind: 'refunded', amountCents: 1250 });
    expect(subject).toBe('Your refund of € 12,50 for order #1042');
    expect(text).toContain('we have refunded € 12,50 for your order #1042');
  });

  it('refunded: carries the credit note that names the invoice it corrects', () => {
    const { text, html } = mail({
      kind: 'refunded',
      amountCents: 4190,
      creditNote: {
        kind: 'credit_note',
        number: 'C2026-00003',
        issuedAt: '2026-11-22T09:00:00.000Z',
        supplyDate: '2026-11-21',
        orderId: 1042,
        creditsInvoice: '2026-00042',
        seller: null,
        buyer: { name: 'Anna de Vries', address: ['Museumplein 6', '1071 DJ Amsterdam'] },
        vat: [
          { rate: 0.09, grossCents: -3613, vatCents: -298, netCents: -3315 },
          { rate: 0.21, grossCents: -577, vatCents: -100, netCents: -477 },
        ],
        totalCents: -4190,
        paymentMethod: 'card',
        reason: 'Cold on arrival',
      },
    });
    expect(text).toContain(
      [
        'Credit note C2026-00003',
        'Corrects invoice 2026-00042',
        'Date: 22 Nov 2026',
        'Date of supply: 21 Nov 2026',
        '',
        'To:',
        'Anna de Vries',
      ].join('\n'),
    );
    expect(text).toContain('Refund for order #1042: € -41,90\nReason: Cold on arrival');
    expect(text).toContain('VAT rate 21 %: Excl. VAT € -4,77 · VAT € -1,00 · Incl. VAT € -5,77');
    expect(html).toContain('Credit note C2026-00003');
  });

  it('escapes what people typed in the HTML part and keeps header lines on one line', () => {
    const { subject, html } = mail({
      kind: 'ready_for_pickup',
      deliveryType: 'pickup',
      customerName: '<b>Anna</b>',
      barName: 'Bar\r\nBcc: x@example.com',
    });
    expect(subject).toBe('Your order #1042 is ready for pickup at Bar Bcc: x@example.com');
    expect(html).toContain('Ciao &lt;b&gt;Anna&lt;/b&gt;');
    expect(html).not.toContain('<b>Anna');
  });

  it('builds the tracking link on the origin, whatever trailing slash it was given', () => {
    expect(trackingUrl('http://localhost:3000/', 7, 'abc')).toBe(
      'http://localhost:3000/order/7?t=abc',
    );
  });
});

describe('order status e-mails in Dutch', () => {
  const dutch = (data: Partial<OrderStatusEmail>) =>
    orderStatusEmail({ ...base, ...data }, ORIGIN, 'nl');

  it('confirmed: subject, body, times and link in Dutch', () => {
    const { subject, text } = dutch({});
    expect(subject).toBe('Je bestelling #1042 is bevestigd');
    expect(text).toContain('Grazie, Anna de Vries! De keuken heeft je bestelling #1042 aangenomen');
    expect(text).toContain('Bereidingstijd: ongeveer 20 minuten\nVerwachte bezorging: 21 nov 2026');
    expect(text).toContain('Volg je bestelling: https://italieno.nl/order/1042?t=');
    expect(text).not.toMatch(/Your order|Estimated/);
  });

  it('every kind has a Dutch subject and body, money in the shop format', () => {
    for (const kind of [
      'ready_for_pickup',
      'out_for_delivery',
      'delivered',
      'cancelled',
      'refunded',
    ] as const) {
      const english = mail({ kind, deliveryType: 'pickup', barName: 'Bar Fiorella' });
      const { subject, text } = dutch({ kind, deliveryType: 'pickup', barName: 'Bar Fiorella' });
      expect(subject).not.toBe(english.subject);
      expect(subject).toMatch(/bestelling #1042|terugbetaling/);
      expect(text).not.toBe(english.text);
    }
    expect(dutch({ kind: 'refunded' }).subject).toBe(
      'Je terugbetaling van € 41,90 voor bestelling #1042',
    );
  });
});
