import { describe, expect, it } from 'vitest';
import { deliveryInvoice } from '../../test/food-invoice-fixture';
import { orderInvoiceEmail } from './order-invoice';

describe('food order invoice e-mail: the method that paid', () => {
  it.each([
    ['card', 'en', 'Payment method: Credit/Debit Card'],
    ['ideal', 'en', 'Payment method: iDEAL | Wero'],
    ['bancontact', 'en', 'Payment method: Bancontact'],
    ['card', 'nl', 'Betaalmethode: Creditcard/betaalpas'],
    ['ideal', 'nl', 'Betaalmethode: iDEAL | Wero'],
    ['bancontact', 'nl', 'Betaalmethode: Bancontact'],
  ] as const)('%s in %s reads "%s"', (paymentMethod, language, line) => {
    const mail = orderInvoiceEmail({ ...deliveryInvoice, paymentMethod }, language);
    expect(mail.text).toContain(line);
    expect(mail.html).toContain(line.split(': ')[1]!);
  });
});
