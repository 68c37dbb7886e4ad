import type { OrderInvoiceEmail } from '@shop/contracts/jobs';

/** A paid delivery order as the invoice job carries it: a panino with an option and a combo. */
export const deliveryInvoice: OrderInvoiceEmail = {
  orderId: 1042,
  to: 'anna@example.com',
  createdAt: '2026-11-21T17:05:00.000Z',
  customerName: 'Anna de Vries',
  customerEmail: 'anna@example.com',
  customerPhone: '+31 6 12345678',
  sendInvoice: true,
  status: 'preparing',
  orderType: 'normal',
  deliveryType: 'delivery',
  deliveryOption: 'express',
  deliveryAddress: {
    streetAddress: 'Museumplein 6',
    city: 'Amsterdam',
    zipCode: '1071 DJ',
    country: 'Netherlands',
    additionalInfo: 'Ring <twice>',
  },
  barName: null,
  estimatedDelivery: '2026-11-21T17:35:00.000Z',
  orderNotes: 'No onions',
  lines: [
    {
      menuItemId: 1,
      name: 'Panino Porchetta',
      quantity: 2,
      unitPriceCents: 895,
      options: [{ name: 'Extras', value: 'Extra mozzarella', priceAddCents: 100 }],
      comboSelections: null,
      lineTotalCents: 1990,
    },
    {
      menuItemId: 15,
      name: 'Combo Panino',
      quantity: 1,
      unitPriceCents: 1350,
      options: [],
      comboSelections: { sandwich: 'Panino Caprese', drink: 'Beer', sauce: 'Aioli' },
      lineTotalCents: 1350,
    },
  ],
  subtotalCents: 3340,
  vatLines: [{ rate: 0.09, cents: 276 }],
  deliveryFeeCents: 350,
  expressFeeCents: 300,
  serviceFeeCents: 200,
  tipCents: 0,
  totalCents: 4190,
  paymentMethod: 'card',
};

/**
 * The same order invoiced: the combo's beer is 4,60 of its 13,50 (its own price, 4,50, against
 * 7,95 + 4,50 + 0,75), at 21 %; the fees follow the goods (1,17 of 8,50 at 21 %).
 */
export const numberedInvoice: OrderInvoiceEmail = {
  ...deliveryInvoice,
  lines: [
    { ...deliveryInvoice.lines[0]!, vat: [{ rate: 0.09, grossCents: 1990 }] },
    {
      ...deliveryInvoice.lines[1]!,
      vat: [
        { rate: 0.09, grossCents: 890 },
        { rate: 0.21, grossCents: 460 },
      ],
    },
  ],
  vatLines: [
    { rate: 0.09, cents: 298 },
    { rate: 0.21, cents: 100 },
  ],
  invoice: {
    kind: 'invoice',
    number: '2026-00042',
    issuedAt: '2026-11-21T17:06:00.000Z',
    supplyDate: '2026-11-21',
    orderId: 1042,
    creditsInvoice: null,
    seller: {
      legalName: 'Italieno Amsterdam B.V.',
      streetAddress: 'Haarlemmerstraat 73',
      postalCode: '1013 EL',
      city: 'Amsterdam',
      kvkNumber: '12345678',
      vatId: 'NL123456789B01',
    },
    buyer: { name: 'Anna de Vries', address: ['Museumplein 6', '1071 DJ Amsterdam'] },
    vat: [
      { rate: 0.09, grossCents: 3613, vatCents: 298, netCents: 3315 },
      { rate: 0.21, grossCents: 577, vatCents: 100, netCents: 477 },
    ],
    totalCents: 4190,
    paymentMethod: 'card',
    reason: null,
  },
};
