import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  acceptNote,
  DEFAULT_PRICING_FEES,
  estimateFromReadyTime,
  priceFoodOrder,
  type ComboSelections,
  type DeliveryAddress,
  type OrderStatus,
} from '@shop/contracts';
import type { Tx } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import { hashPassword } from '../modules/auth/passwords';
import { driverShifts, drivers } from '../modules/drivers/drivers.tables';
import { bars, deliveryZones } from '../modules/geo/geo.tables';
import { menuItems } from '../modules/menu/menu.tables';
import { orderItems, orders, orderStatusHistory } from '../modules/orders/orders.tables';
import { refunds } from '../modules/payments/payments.tables';
import { issueCreditNote, issueInvoice, numberPendingInvoices } from '../modules/invoicing';
import { invoiceSubject } from '../modules/orders/invoice-subjects';
import { priceLines } from '../modules/orders/food-order-lines';
import { readOrderCatalogue } from '../modules/menu';

type Move = 'pay' | 'accept' | 'ready' | 'pick-up' | 'deliver' | 'cancel';

interface DemoOrder {
  customer: { name: string; email: string; phone: string };
  /** Minutes before the seeding that the order was placed. */
  placedAgo: number;
  lines: { item: string; quantity: number; combo?: ComboSelections }[];
  to: { address: DeliveryAddress; zone: string } | { bar: true };
  express?: boolean;
  notes?: string;
  /** The demo driver carrying it (by username); orders picked up or delivered are luca's. */
  rider?: RiderName;
  /** The moves it went through after being placed, each with its minutes after placing. */
  moves: { move: Move; after: number; prepMinutes?: number; reason?: string }[];
}

const street = (streetAddress: string, zipCode: string, latitude: number, longitude: number) => ({
  streetAddress,
  zipCode,
  city: 'Amsterdam',
  country: 'Netherlands',
  latitude,
  longitude,
});

/** One order in every state of the kitchen board, from guests of a busy evening. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    customer: { name: 'Emma de Vries', email: 'emma@example.com', phone: '+31 6 2345 6789' },
    placedAgo: 2,
    lines: [
      { item: 'Panino Porchetta', quantity: 2 },
      { item: 'Panino Caprese', quantity: 1 },
    ],
    to: { address: street('Damrak 70', '1012 LM', 52.3752, 4.8961), zone: 'Amsterdam City Center' },
    express: true,
    notes: 'Third floor, the bell does not work',
    moves: [{ move: 'pay', after: 1 }],
  },
  {
    customer: { name: 'Daan Jansen', email: 'daan@example.com', phone: '+31 6 3456 7890' },
    placedAgo: 14,
    lines: [{ item: 'Panino Mortadella & Pistacchio', quantity: 2 }],
    to: { address: street('Museumplein 6', '1071 DJ', 52.3579, 4.8817), zone: 'West & Zuid' },
    moves: [
      { move: 'pay', after: 1 },
      { move: 'accept', after: 3, prepMinutes: 20 },
    ],
  },
  {
    customer: { name: 'Sofia Romano', email: 'sofia@example.com', phone: '+31 6 4567 8901' },
    placedAgo: 22,
    lines: [
      { item: 'Margherita slice', quantity: 2 },
      { item: 'Peroni Nastro Azzurro 33 cl', quantity: 1 },
    ],
    to: { bar: true },
    moves: [
      { move: 'pay', after: 1 },
      { move: 'accept', after: 2, prepMinutes: 15 },
      { move: 'ready', after: 17 },
    ],
  },
  {
    customer: { name: 'Julia Meijer', email: 'julia@example.com', phone: '+31 6 8901 2345' },
    placedAgo: 26,
    lines: [
      {
        item: 'Combo Panino',
        quantity: 1,
        // A beer in a combo: that share of its price is taxed at 21 % on the invoice.
        combo: { sandwich: 'Panino Porchetta', drink: 'Beer', sauce: 'Aioli' },
      },
      { item: 'Panino Caprese', quantity: 1 },
    ],
    to: {
      address: street('Westerstraat 120', '1015 MN', 52.3786, 4.8826),
      zone: 'Amsterdam City Center',
    },
    notes: 'Green door next to the bakery',
    moves: [
      { move: 'pay', after: 1 },
      { move: 'accept', after: 2, prepMinutes: 20 },
      { move: 'ready', after: 22 },
    ],
  },
  {
    customer: { name: 'Bram Mulder', email: 'bram@example.com', phone: '+31 6 1122 3344' },
    placedAgo: 41,
    lines: [{ item: 'Panino Mortadella & Pistacchio', quantity: 1 }],
    to: {
      address: street('Leidsestraat 45', '1017 NV', 52.3648, 4.8849),
      zone: 'Amsterdam City Center',
    },
    // Ready a quarter of an hour ago and still waiting: the oldest on the dispatch list.
    moves: [
      { move: 'pay', after: 1 },
      { move: 'accept', after: 3, prepMinutes: 20 },
      { move: 'ready', after: 26 },
    ],
  },
  {
    customer: { name: 'Fleur Hendriks', email: 'fleur@example.com', phone: '+31 6 2233 4455' },
    placedAgo: 24,
    lines: [{ item: 'Panino Milanese', quantity: 2 }],
    to: { address: street('Overtoom 141', '1054 HG', 52.3618, 4.8707), zone: 'West & Zuid' },
    // Given to Matteo, who is riding to the kitchen to fetch it.
    rider: 'matteo',
    moves: [
      { move: 'pay', after: 1 },
      { move: 'accept', after: 2, prepMinutes: 18 },
      { move: 'ready', after: 20 },
    ],
  },
  {
    customer: { name: 'Lars Bakker', email: 'lars@example.com', phone: '+31 6 5678 9012' },
    placedAgo: 38,
    lines: [
      { item: 'Panino Milanese', quantity: 1 },
      { item: 'Panino Prosciutto e Burrata', quantity: 1 },
    ],
    to: {
      address: street('Prinsengracht 263', '1016 GV', 52.3752, 4.884),
      zone: 'Amsterdam City Center',
    },
    moves: [
      { move: 'pay', after: 1 },
      { move: 'accept', after: 2, prepMinutes: 20 },
      { move: 'ready', after: 21 },
      { move: 'pick-up', after: 25 },
    ],
  },
  {
    customer: { name: 'Noor Visser', email: 'noor@example.com', phone: '+31 6 6789 0123' },
    placedAgo: 95,
    lines: [
      { item: 'Panino Caprese', quantity: 2 },
      {
        item: 'Combo Panino',
        quantity: 1,
        combo: { sandwich: 'Panino Milanese', drink: 'Beer', sauce: 'Spicy Calabrian mayo' },
      },
      { item: 'Peroni Nastro Azzurro 33 cl', quantity: 1 },
    ],
    to: { address: street('Rokin 75', '1012 KL', 52.3696, 4.8925), zone: 'Amsterdam City Center' },
    moves: [
      { move: 'pay', after: 1 },
      { move: 'accept', after: 2, prepMinutes: 15 },
      { move: 'ready', after: 16 },
      { move: 'pick-up', after: 18 },
      { move: 'deliver', after: 31 },
    ],
  },
  {
    customer: { name: 'Thomas Smit', email: 'thomas@example.com', phone: '+31 6 7890 1234' },
    placedAgo: 60,
    lines: [{ item: 'Panino Porchetta', quantity: 1 }],
    to: { address: street('Van Baerlestraat 92', '1071 BB', 52.3576, 4.8791), zone: 'West & Zuid' },
    moves: [
      { move: 'pay', after: 1 },
      { move: 'cancel', after: 4, reason: 'The customer called: ordered twice by mistake' },
    ],
  },
];

const STATUS_AFTER: Record<Move, OrderStatus> = {
  pay: 'preparing',
  accept: 'preparing',
  ready: 'ready',
  'pick-up': 'in_transit',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/**
 * Orders in every state (new, accepted, ready at the bar, out with the demo driver, delivered,
 * cancelled), so the kitchen board, the tracking pages and the dispatch map have something to
 * show right after `make start`. Their history rows are written as the lifecycle would; no
 * events are recorded (nobody needs e-mails about demo orders).
 */
export async function seedDemoOrders(tx: Tx, now = new Date()): Promise<void> {
  const names = [...new Set(DEMO_ORDERS.flatMap((o) => o.lines.map((l) => l.item)))];
  const items = await tx.select().from(menuItems).where(inArray(menuItems.name, names));
  const catalogue = await readOrderCatalogue(tx);
  const zones = await tx.select().from(deliveryZones);
  const [bar] = await tx.select().from(bars).limit(1);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const riders = await seedDriversOnShift(tx, now);

  for (const demo of DEMO_ORDERS) {
    const delivery = 'address' in demo.to ? demo.to : null;
    // Priced as a checkout would be, combos' VAT keys included.
    const lines = priceLines(
      demo.lines.map(({ item, quantity, combo }) => {
        const row = items.find((i) => i.name === item);
        if (!row) throw new Error(`demo order names an unknown menu item: ${item}`);
        return { menuItemId: row.id, quantity, ...(combo ? { comboSelections: combo } : {}) };
      }),
      catalogue.items,
      catalogue.comboChoices,
      delivery ? 'normal' : 'bar',
    );
    const zone = delivery ? zones.find((z) => z.name === delivery.zone) : null;
    if (delivery && !zone) throw new Error(`demo order names an unknown zone: ${delivery.zone}`);
    const { lineVat, vat, ...price } = priceFoodOrder({
      lines,
      deliveryFeeCents: zone?.deliveryFeeCents ?? 0,
      express: !!demo.express,
      fees: DEFAULT_PRICING_FEES,
    });
    const createdAt = at(demo.placedAgo);
    const moveAt = (after: number) => at(demo.placedAgo - after);
    const last = demo.moves.at(-1)!;
    const accept = demo.moves.find((m) => m.move === 'accept');
    const readyBy = accept
      ? new Date(moveAt(accept.after).getTime() + accept.prepMinutes! * 60_000)
      : null;
    const basis = {
      deliveryType: delivery ? ('delivery' as const) : ('pickup' as const),
      scheduledDeliveryTime: null,
    };
    const closed = last.move === 'deliver' || last.move === 'cancel' ? moveAt(last.after) : null;
    const pickUp = demo.moves.find((m) => m.move === 'pick-up');
    const rider = demo.rider ?? (pickUp ? 'luca' : null);
    const riderId = rider ? riders.get(rider) : undefined;

    const [order] = await tx
      .insert(orders)
      .values({
        createdAt,
        orderType: delivery ? 'normal' : 'bar',
        status: STATUS_AFTER[last.move],
        paymentStatus: last.move === 'cancel' ? 'refunded' : 'paid',
        customerName: demo.customer.name,
        customerEmail: demo.customer.email,
        customerPhone: demo.customer.phone,
        barId: delivery ? null : (bar?.id ?? null),
        barName: delivery ? null : (bar?.name ?? null),
        deliveryType: basis.deliveryType,
        deliveryOption: demo.express ? 'express' : 'standard',
        deliveryAddress: delivery?.address ?? null,
        zoneId: zone?.id ?? null,
        ...price,
        vatBreakdown: vat,
        orderNotes: demo.notes ?? null,
        estimatedDelivery: readyBy
          ? estimateFromReadyTime(readyBy, basis)
          : new Date(createdAt.getTime() + (demo.express ? 30 : 45) * 60_000),
        paidAt: moveAt(1),
        acceptedAt: accept ? moveAt(accept.after) : null,
        prepMinutes: accept?.prepMinutes ?? null,
        readyBy,
        ...(riderId !== undefined
          ? {
              driverId: riderId,
              assignedAt: moveAt(demo.moves.find((m) => m.move === 'ready')!.after),
              pickedUpAt: pickUp ? moveAt(pickUp.after) : null,
              deliveryCode: String(randomInt(0, 10_000)).padStart(4, '0'),
              deliveryProof: last.move === 'deliver' ? ('code' as const) : null,
            }
          : {}),
        deliveredAt: last.move === 'deliver' ? closed : null,
        closedAt: closed,
        cancellationReason: last.move === 'cancel' ? (last.reason ?? null) : null,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderItems).values(
      lines.map((line, i) => ({
        orderId,
        menuItemId: line.menuItemId,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        options: line.options,
        comboSelections: line.comboSelections,
        taxRate: line.taxRateText,
        lineTotalCents: (line.unitPriceCents + line.optionsCents) * line.quantity,
        vatShares: lineVat[i]!,
      })),
    );
    let status: OrderStatus = 'pending';
    const history: (typeof orderStatusHistory.$inferInsert)[] = [
      { orderId, move: 'placed', toStatus: 'pending', actorRole: 'guest', createdAt },
    ];
    for (const step of demo.moves) {
      const to = STATUS_AFTER[step.move];
      history.push({
        orderId,
        move: step.move,
        fromStatus: status,
        toStatus: to,
        actorRole:
          step.move === 'pay'
            ? 'system'
            : step.move === 'pick-up' || step.move === 'deliver'
              ? 'driver'
              : 'staff',
        note: step.prepMinutes ? acceptNote(step.prepMinutes) : (step.reason ?? null),
        createdAt: moveAt(step.after),
      });
      status = to;
    }
    await tx.insert(orderStatusHistory).values(history);
    // Every demo order was paid, so each has its invoice; the cancelled one its credit note.
    const paidAt = moveAt(1);
    await issueInvoice(tx, await invoiceSubject(tx, { id: orderId, kind: 'food' }, paidAt), paidAt);
    await numberPendingInvoices(tx);
    if (last.move === 'cancel') {
      await tx.insert(refunds).values({
        orderId,
        orderKind: 'food',
        intentId: `pi_demo_${orderId}`,
        amountCents: price.totalCents,
        reason: last.reason ?? null,
        status: 'succeeded',
        requestedAt: closed!,
        refundedAt: closed!,
      });
      await issueCreditNote(
        tx,
        { orderId, amountCents: price.totalCents, reason: last.reason ?? null },
        closed!,
      );
    }
  }
}

/** Demo drivers besides luca, each on shift with a last position. */
const MORE_DRIVERS = [
  {
    // Idle, waiting outside the kitchen on Haarlemmerstraat, so the kitchen can assign to her.
    username: 'sara',
    password: 'scooter1234',
    email: 'sara@italieno.nl',
    fullName: 'Sara Conti',
    phone: '+31 6 8765 4321',
    vehicleType: 'scooter',
    at: { lat: 52.3804, lng: 4.8891 },
  },
  {
    // On Rozengracht, riding back to the kitchen for the order he was given.
    username: 'matteo',
    password: 'pedal1234',
    email: 'matteo@italieno.nl',
    fullName: 'Matteo Ricci',
    phone: '+31 6 5544 3322',
    vehicleType: 'bike',
    at: { lat: 52.3741, lng: 4.8779 },
  },
] as const;

type RiderName = 'luca' | (typeof MORE_DRIVERS)[number]['username'];

/** The second demo driver: on shift and idle, so the kitchen can assign the ready order. */
export const SECOND_DRIVER = MORE_DRIVERS[0];

/**
 * Puts the demo driver (luca) on shift near the order he is riding, and adds the other demo
 * drivers on shift where MORE_DRIVERS has them. Returns each one's driver id by username.
 */
async function seedDriversOnShift(tx: Tx, now: Date): Promise<Map<RiderName, number>> {
  const onShift = {
    isOnline: true,
    onlineSince: new Date(now.getTime() - 90 * 60_000),
    lastSeenAt: now,
  };
  const ids = new Map<RiderName, number>();
  const [luca] = await tx.select({ id: drivers.id }).from(drivers).limit(1);
  if (luca) {
    // On Prinsengracht, on the way to the order out for delivery.
    await tx
      .update(drivers)
      .set({ ...onShift, lastLatitude: 52.3775, lastLongitude: 4.8858 })
      .where(eq(drivers.id, luca.id));
    ids.set('luca', luca.id);
  }
  for (const driver of MORE_DRIVERS) {
    const [user] = await tx
      .insert(users)
      .values({
        username: driver.username,
        email: driver.email,
        role: 'driver',
        passwordHash: await hashPassword(driver.password),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    const [row] = await tx
      .insert(drivers)
      .values({
        userId: user.id,
        fullName: driver.fullName,
        phone: driver.phone,
        vehicleType: driver.vehicleType,
        isActive: true,
        agreementAccepted: true,
        agreementDate: new Date('2026-02-01T09:00:00Z'),
        digitalSignature: driver.fullName,
        ...onShift,
        lastLatitude: driver.at.lat,
        lastLongitude: driver.at.lng,
      })
      .returning({ id: drivers.id });
    ids.set(driver.username, row!.id);
  }
  // Their shifts so far, so the drivers' report shows time on shift.
  const online = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.isOnline, true));
  if (online.length > 0) {
    await tx
      .insert(driverShifts)
      .values(online.map((d) => ({ driverId: d.id, startedAt: onShift.onlineSince })));
  }
  return ids;
}
