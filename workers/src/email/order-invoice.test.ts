import { describe, expect, it } from 'vitest';
import { deliveryInvoice, numberedInvoice } from '../../test/food-invoice-fixture';
import { orderInvoiceEmail } from './order-invoice';

describe('food order invoice e-mail', () => {
  it('names the order, date, payment method, delivery address and estimated delivery', () => {
    const mail = orderInvoiceEmail(deliveryInvoice);
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toBe('Your Italieno invoice for order #1042');
    expect(mail.text).toContain('Order number: #1042');
    expect(mail.text).toContain('Date: 21 Nov 2026, 18:05');
    expect(mail.text).toContain('Payment method: Credit/Debit Card');
    expect(mail.text).toContain('Delivery: Express delivery');
    expect(mail.text).toContain('Estimated delivery: 21 Nov 2026, 18:35');
    expect(mail.text).toContain('Delivery to:\nAnna de Vries\nMuseumplein 6\n1071 DJ Amsterdam');
    expect(mail.text).toContain('Note: Ring <twice>');
    expect(mail.text).toContain('Your note: No onions');
  });

  it('lists each line with its option values and combo choices, then VAT, fees and total', () => {
    const { text } = orderInvoiceEmail(deliveryInvoice);
    expect(text).toContain(
      '2 × Panino Porchetta à € 9,95  € 19,90\n    Extras: Extra mozzarella (+ € 1,00)',
    );
    expect(text).toContain(
      '1 × Combo Panino à € 13,50  € 13,50\n    Sandwich: Panino Caprese · Drink: Beer · Sauce: Aioli',
    );
    expect(text).toContain(
      [
        'Subtotal: € 33,40',
        'Incl. VAT 9 %: € 2,76',
        'Delivery fee: € 3,50',
        'Express delivery: € 3,00',
        'Service fee: € 2,00',
        'Total: € 41,90',
      ].join('\n'),
    );
    expect(text).not.toContain('Tip');
  });

  it('for a bar order, names the bar to pick up at and leaves out delivery fees', () => {
    const { text } = orderInvoiceEmail({
      ...deliveryInvoice,
      orderType: 'bar',
      deliveryType: 'pickup',
      deliveryOption: 'standard',
      deliveryAddress: null,
      barName: 'Bar Fiorella',
      deliveryFeeCents: 0,
      expressFeeCents: 0,
    });
    expect(text).toContain('Pickup at:\nBar Fiorella');
    expect(text).toContain('Ready for pickup: 21 Nov 2026, 18:35');
    expect(text).not.toContain('Delivery fee');
    expect(text).not.toContain('Delivery to');
  });

  it('escapes what the customer typed in the HTML part', () => {
    const { html } = orderInvoiceEmail({
      ...deliveryInvoice,
      orderNotes: '<script>alert(1)</script>',
    });
    expect(html).toContain('Ring &lt;twice&gt;');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Extras: Extra mozzarella (+ € 1,00)');
  });
});

describe('the invoice a Dutch business may send', () => {
  it('carries its number, dates, the shop’s legal details and the customer', () => {
    const mail = orderInvoiceEmail(numberedInvoice);
    expect(mail.subject).toBe('Your Italieno invoice for order #1042 (2026-00042)');
    expect(mail.text).toContain(
      [
        'Invoice 2026-00042',
        'Invoice date: 21 Nov 2026',
        'Date of supply: 21 Nov 2026',
        '',
        'From:',
        'Italieno Amsterdam B.V.',
        'Haarlemmerstraat 73',
        '1013 EL Amsterdam',
        'Chamber of Commerce (KvK) 12345678',
        'VAT number NL123456789B01',
        '',
        'To:',
        'Anna de Vries',
        'Museumplein 6',
        '1071 DJ Amsterdam',
      ].join('\n'),
    );
  });

  it('states each line’s rate, a combo’s beer at 21 %, and per rate the amount without VAT, the VAT and the total', () => {
    const { text, html } = orderInvoiceEmail(numberedInvoice);
    expect(text).toContain('2 × Panino Porchetta à € 9,95  € 19,90  (9 %)');
    expect(text).toContain(
      [
        '1 × Combo Panino à € 13,50  € 13,50  (9 % / 21 %)',
        '    Sandwich: Panino Caprese · Drink: Beer · Sauce: Aioli',
        '    VAT 9 %: € 8,90 · 21 %: € 4,60',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        'Total: € 41,90',
        '',
        'VAT rate 9 %: Excl. VAT € 33,15 · VAT € 2,98 · Incl. VAT € 36,13',
        'VAT rate 21 %: Excl. VAT € 4,77 · VAT € 1,00 · Incl. VAT € 5,77',
      ].join('\n'),
    );
    // The VAT is stated once, in the table: not also under the subtotal.
    expect(text).not.toContain('Incl. VAT 9 %');
    expect(html).toContain('<h2 style="margin:16px 0 4px">Invoice 2026-00042</h2>');
    expect(html).toContain('<td style="padding:4px 8px" align="right">€ 1,00</td>');
  });

  it('names no legal details the shop has not entered', () => {
    const { text } = orderInvoiceEmail({
      ...numberedInvoice,
      invoice: { ...numberedInvoice.invoice!, seller: null },
    });
    expect(text).toContain('Invoice 2026-00042');
    expect(text).not.toContain('From:');
    expect(text).not.toContain('KvK');
  });

  it('is written in Dutch for a Dutch customer', () => {
    const { subject, text } = orderInvoiceEmail(numberedInvoice, 'nl');
    expect(subject).toBe('Je factuur van Italieno voor bestelling #1042 (2026-00042)');
    expect(text).toContain(
      'Factuur 2026-00042\nFactuurdatum: 21 nov 2026\nLeverdatum: 21 nov 2026',
    );
    expect(text).toContain('KvK-nummer 12345678\nBtw-nummer NL123456789B01');
    expect(text).toContain('    Btw 9 %: € 8,90 · 21 %: € 4,60');
    expect(text).toContain('Btw-tarief 21 %: Excl. btw € 4,77 · Btw € 1,00 · Incl. btw € 5,77');
  });
});

describe('food order invoice e-mail in Dutch', () => {
  it('writes the whole invoice in Dutch, with Dutch dates and the same euros', () => {
    const mail = orderInvoiceEmail(deliveryInvoice, 'nl');
    expect(mail.subject).toBe('Je factuur van Italieno voor bestelling #1042');
    expect(mail.text).toContain('Grazie, Anna de Vries!');
    expect(mail.text).toContain(
      'Hier is de factuur van je bestelling #1042. We hebben je betaling ontvangen',
    );
    expect(mail.text).toContain('Bestelnummer: #1042');
    expect(mail.text).toContain('Datum: 21 nov 2026, 18:05');
    expect(mail.text).toContain('Betaalmethode: Creditcard/betaalpas');
    expect(mail.text).toContain('Bezorging: Expresbezorging');
    expect(mail.text).toContain('Verwachte bezorging: 21 nov 2026, 18:35');
    expect(mail.text).toContain('Bezorgen bij:\nAnna de Vries\nMuseumplein 6');
    expect(mail.text).toContain('Opmerking: Ring <twice>');
    expect(mail.text).toContain('Broodje: Panino Caprese · Drankje: Beer · Saus: Aioli');
    expect(mail.text).toContain(
      [
        'Subtotaal: € 33,40',
        'Incl. btw 9 %: € 2,76',
        'Bezorgkosten: € 3,50',
        'Expresbezorging: € 3,00',
        'Servicekosten: € 2,00',
        'Totaal: € 41,90',
      ].join('\n'),
    );
    expect(mail.text).toContain('Je opmerking: No onions');
    expect(mail.text).not.toMatch(/Order number|Delivery fee|Total:/);
    expect(mail.html).toContain('Hier is de factuur van je bestelling <strong>#1042</strong>.');
    expect(mail.html).toContain('<strong>Bezorgen bij:</strong>');
  });

  it('names the bar to pick up at in Dutch', () => {
    const { text } = orderInvoiceEmail(
      { ...deliveryInvoice, deliveryType: 'pickup', deliveryAddress: null, barName: null },
      'nl',
    );
    expect(text).toContain('Ophalen bij:\nde bar');
    expect(text).toContain('Klaar om op te halen: 21 nov 2026, 18:35');
  });
});
