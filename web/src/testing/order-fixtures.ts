import type { Order } from '@shop/contracts';

/** A paid delivery order as GET /api/orders/:id answers it. */
export function foodOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    createdAt: '2026-03-14T18:30:00.000Z',
    status: 'preparing',
    paymentStatus: 'paid',
    orderType: 'normal',
    customerName: 'maria',
    customerPhone: '',
    customerEmail: 'maria@example.com',
    barId: null,
    barName: null,
    deliveryType: 'delivery',
    deliveryOption: 'standard',
    deliveryAddress: {
      streetAddress: 'Overtoom 100',
      city: 'Amsterdam',
      zipCode: '1054 HK',
      country: 'Netherlands',
      additionalInfo: 'Third floor, ring twice',
      latitude: 52.361,
      longitude: 4.871,
    },
    zoneId: 2,
    items: [
      {
        id: 1,
        menuItemId: 7,
        name: 'Panino Caprese',
        quantity: 2,
        price: 9.75,
        options: [{ id: 3, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1 }],
        comboSelections: null,
        total: 21.5,
        vat: [{ rate: 0.09, gross: 21.5 }],
      },
      {
        id: 2,
        menuItemId: 20,
        name: 'Combo Panino',
        quantity: 1,
        price: 13.5,
        options: [],
        comboSelections: '{"sandwich":"Panino Porchetta","drink":"Beer","sauce":"Aioli"}',
        total: 13.5,
        vat: [
          { rate: 0.09, gross: 9.22 },
          { rate: 0.21, gross: 4.28 },
        ],
      },
    ],
    subtotal: 35,
    // The combo's beer (4.28 of its 13.50) and its share of the fees are at 21 %.
    foodTax: 2.93,
    merchandiseTax: 0.86,
    vat: [
      { rate: 0.09, gross: 35.49, vat: 2.93, net: 32.56 },
      { rate: 0.21, gross: 4.94, vat: 0.86, net: 4.08 },
    ],
    deliveryFee: 3.5,
    expressFee: 0,
    serviceFee: 1.93,
    tip: 0,
    total: 40.43,
    orderNotes: null,
    paymentMethod: 'card',
    sendInvoice: true,
    estimatedDelivery: '2026-03-14T19:15:00.000Z',
    deliveredAt: null,
    scheduledDeliveryTime: null,
    acceptedAt: null,
    prepMinutes: null,
    readyBy: null,
    cancellationReason: null,
    refund: null,
    statusHistory: [
      { status: 'pending', move: 'placed', at: '2026-03-14T18:30:00.000Z', note: null },
      { status: 'preparing', move: 'pay', at: '2026-03-14T18:31:00.000Z', note: null },
    ],
    driver: null,
    deliveryCode: null,
    ...overrides,
  };
}

/** A paid pickup order at the demo bar. */
export function barOrder(overrides: Partial<Order> = {}): Order {
  return foodOrder({
    orderType: 'bar',
    barId: 1,
    barName: 'Bar Fiorella',
    deliveryType: 'pickup',
    deliveryAddress: null,
    zoneId: null,
    deliveryFee: 0,
    serviceFee: 1.75,
    total: 36.75,
    ...overrides,
  });
}
