/**
 * The outbox rows a dinner evening writes, for the relay benchmark: per delivered order, the
 * placing, the payment with its receipt and invoice (the one large event, ~2.6 KB), the kitchen's
 * accept and ready, the offers a driver hears, the driver taking it, the ride with its estimate
 * and the door; drivers starting shifts between them. Orders overlap in time as they do at the
 * peak, so an order's events are spread through the outbox, not next to each other. Every event
 * is parsed with the contract, so the relay sees what the api writes.
 */
import { randomUUID } from 'node:crypto';
import { DomainEvent, type NewEvent } from '@shop/contracts/events';

const DISHES = [
  { menuItemId: 4, name: 'Panino Porchetta', cents: 895 },
  { menuItemId: 6, name: 'Piadina Verdure Grigliate', cents: 795 },
  { menuItemId: 23, name: "Penne all'Arrabbiata", cents: 1050 },
  { menuItemId: 31, name: 'Tiramisù', cents: 595 },
  { menuItemId: 37, name: 'Pesto mayo', cents: 75 },
  { menuItemId: 39, name: 'Parmigiano Reggiano, grated', cents: 100 },
];
const STREETS = [
  { streetAddress: 'Kalverstraat 2', zipCode: '1012 BH' },
  { streetAddress: 'Damrak 1', zipCode: '1012 LG' },
  { streetAddress: 'Haarlemmerstraat 12', zipCode: '1013 EJ' },
  { streetAddress: 'Utrechtsestraat 40', zipCode: '1017 VP' },
];
const SELLER = {
  legalName: 'Italieno Amsterdam B.V.',
  streetAddress: 'Haarlemmerstraat 73',
  postalCode: '1013 EL',
  city: 'Amsterdam',
  kvkNumber: '12345678',
  vatId: 'NL123456789B01',
};

interface Timed {
  at: number;
  event: NewEvent;
}

function receipt(orderId: number, at: number, name: string, email: string) {
  const lines = DISHES.filter((_, i) => (orderId + i) % 2 === 0).map((d) => ({
    menuItemId: d.menuItemId,
    name: d.name,
    quantity: 1,
    unitPriceCents: d.cents,
    options: [],
    comboSelections: null,
    lineTotalCents: d.cents,
    vat: [{ rate: 0.09, grossCents: d.cents }],
  }));
  const subtotalCents = lines.reduce((s, l) => s + l.lineTotalCents, 0);
  const deliveryFeeCents = 250;
  const serviceFeeCents = 143;
  const totalCents = subtotalCents + deliveryFeeCents + serviceFeeCents;
  const vatCents = Math.round((totalCents * 9) / 109);
  const street = STREETS[orderId % STREETS.length]!;
  const iso = new Date(at).toISOString();
  return {
    createdAt: iso,
    customerName: name,
    customerEmail: email,
    customerPhone: '+31 6 12345678',
    sendInvoice: true,
    status: 'preparing',
    orderType: 'normal',
    deliveryType: 'delivery',
    deliveryOption: 'standard',
    deliveryAddress: { ...street, city: 'Amsterdam', country: 'Netherlands' },
    barName: null,
    estimatedDelivery: new Date(at + 45 * 60_000).toISOString(),
    orderNotes: null,
    lines,
    subtotalCents,
    vatLines: [{ rate: 0.09, cents: vatCents }],
    deliveryFeeCents,
    expressFeeCents: 0,
    serviceFeeCents,
    tipCents: 0,
    totalCents,
    paymentMethod: 'card',
    invoice: {
      kind: 'invoice',
      number: `2026-${String(orderId).padStart(5, '0')}`,
      orderId,
      issuedAt: iso,
      supplyDate: iso.slice(0, 10),
      seller: SELLER,
      buyer: {
        name,
        address: [street.streetAddress, `${street.zipCode} Amsterdam`, 'Netherlands'],
      },
      vat: [{ rate: 0.09, netCents: totalCents - vatCents, vatCents, grossCents: totalCents }],
      totalCents,
      paymentMethod: 'card',
      reason: null,
      creditsInvoice: null,
    },
  };
}

/** One delivered order's events, from placing to the door, starting at `at` (ms). */
function orderEvents(orderId: number, at: number, driverId: number): Timed[] {
  const name = 'Sofia Romano';
  const email = `evening-${orderId}@example.com`;
  const paid = receipt(orderId, at, name, email);
  const notice = {
    customerName: name,
    customerEmail: email,
    orderType: 'normal' as const,
    deliveryType: 'delivery' as const,
    barName: null,
    totalCents: paid.totalCents,
    trackingToken: 'SsfZz-x-FGXQKI_VtywC7m4D925mHuvH',
  };
  const driverUser = driverId + 30;
  const eta = (min: number) => new Date(at + min * 60_000).toISOString();
  const move = (
    kind: 'pay' | 'accept' | 'ready' | 'pick-up' | 'deliver',
    from: string,
    to: string,
    role: 'system' | 'staff' | 'driver',
    extra: { prepMinutes?: number; driverId?: number } = {},
  ) => ({
    name: 'order.status-changed' as const,
    version: 1 as const,
    data: {
      orderId,
      userId: null,
      move: kind,
      from,
      to,
      paymentStatus: 'paid',
      actor: { role, userId: role === 'system' ? null : role === 'driver' ? driverUser : 2 },
      reason: null,
      prepMinutes: extra.prepMinutes ?? null,
      estimatedDelivery: eta(45),
      notice,
      driverId: extra.driverId ?? null,
      barId: null,
    },
  });
  const jobsChanged = {
    name: 'driver.jobs-changed' as const,
    version: 1 as const,
    data: { driverId, userId: driverUser },
  };
  const steps: [number, unknown][] = [
    [
      0,
      {
        name: 'order.placed',
        version: 1,
        data: {
          kind: 'food',
          orderId,
          userId: null,
          totalCents: paid.totalCents,
          orderType: 'normal',
        },
      },
    ],
    [3, move('pay', 'pending', 'preparing', 'system')],
    [
      3,
      {
        name: 'order.paid',
        version: 1,
        data: {
          kind: 'food',
          orderId,
          userId: null,
          paymentIntentId: `pi_test_${orderId}`,
          totalCents: paid.totalCents,
          currency: 'eur',
          paidAt: new Date(at + 3000).toISOString(),
          status: 'preparing',
          receipt: paid,
        },
      },
    ],
    [20, move('accept', 'preparing', 'preparing', 'staff', { prepMinutes: 15 })],
    [80, move('ready', 'preparing', 'ready', 'staff')],
    [81, jobsChanged],
    [95, jobsChanged],
    [
      95,
      {
        name: 'order.driver-changed',
        version: 1,
        data: { orderId, userId: null, driverId, previousDriverId: null },
      },
    ],
    [150, move('pick-up', 'ready', 'in_transit', 'driver', { driverId })],
    [
      240,
      {
        name: 'order.estimate-changed',
        version: 1,
        data: {
          orderId,
          userId: null,
          estimatedDelivery: eta(40),
          readyBy: null,
          cause: 'driver-position',
        },
      },
    ],
    [420, move('deliver', 'in_transit', 'delivered', 'driver', { driverId })],
    [420, jobsChanged],
  ];
  return steps.map(([seconds, event]) => ({ at: at + seconds * 1000, event: event as NewEvent }));
}

/**
 * `count` events of an evening at `ordersPerSecond`, in the order the outbox holds them
 * (occurred_at, id), each with its id and time as `recordEvent` stamps them. The window starts once
 * the first orders reach their door, so every stage of an order is in it in its usual share.
 */
export function eveningEvents(count: number, ordersPerSecond = 10): DomainEvent[] {
  const start = Date.now() - 3 * 3_600_000;
  const lifetimeMs = 420_000;
  const drivers = 300;
  const timed: Timed[] = [];
  const orders = Math.ceil((lifetimeMs / 1000) * ordersPerSecond + count / 10);
  for (let n = 0; n < orders; n++) {
    const at = start + (n / ordersPerSecond) * 1000;
    const orderId = 1000 + n;
    timed.push(...orderEvents(orderId, at, 1 + (orderId % drivers)));
    // Drivers come on shift through the evening.
    if (n % 20 === 0) {
      const driverId = 1 + ((n / 20) % drivers);
      timed.push({
        at: at + 500,
        event: {
          name: 'driver.shift-changed',
          version: 1,
          data: { driverId, userId: driverId + 30, online: true },
        },
      });
    }
  }
  timed.sort((a, b) => a.at - b.at);
  const from = timed.findIndex((t) => t.at >= start + lifetimeMs);
  const events = timed.slice(from, from + count).map(({ at, event }) =>
    DomainEvent.parse({
      ...event,
      id: randomUUID(),
      occurredAt: new Date(at).toISOString(),
      requestId: randomUUID(),
    }),
  );
  // Events of the same millisecond are in id order in the outbox, as PostgreSQL sorts uuids.
  return events.sort((a, b) =>
    a.occurredAt === b.occurredAt ? (a.id < b.id ? -1 : 1) : a.occurredAt < b.occurredAt ? -1 : 1,
  );
}
