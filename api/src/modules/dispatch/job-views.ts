import { asc, sql } from 'drizzle-orm';
import { toEuros, type DriverJob } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { orderLineRecords, type DeliveryJobRecord } from '../orders';

type OrderRow = DeliveryJobRecord;

const orderItems = orderLineRecords();

/** Where the door is, when checkout placed the address on the map. */
export function destinationOf(order: OrderRow): { lat: number; lng: number } | null {
  const a = order.deliveryAddress;
  return a && typeof a.latitude === 'number' && typeof a.longitude === 'number'
    ? { lat: a.latitude, lng: a.longitude }
    : null;
}

/** What a driver sees of their jobs' lines: every read of their dashboard asks for them. */
const jobLinesQuery = prepared((db) =>
  db
    .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${sql.placeholder('orderIds')}::integer[])`)
    .orderBy(asc(orderItems.id))
    .prepare('dispatch_job_lines'),
);

/** Orders as their driver sees them (never the delivery code), in the order given. */
export async function driverJobViews(db: Db | Tx, rows: readonly OrderRow[]): Promise<DriverJob[]> {
  if (rows.length === 0) return [];
  const items = await jobLinesQuery(db).execute({ orderIds: rows.map((r) => r.id) });
  return rows.map((order) => {
    const address = order.deliveryAddress;
    return {
      orderId: order.id,
      status: order.status,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      address: {
        streetAddress: address?.streetAddress ?? '',
        city: address?.city ?? '',
        zipCode: address?.zipCode ?? '',
        additionalInfo: address?.additionalInfo || null,
      },
      destination: destinationOf(order),
      items: items
        .filter((i) => i.orderId === order.id)
        .map((i) => ({ name: i.name, quantity: i.quantity })),
      notes: order.orderNotes,
      paymentMethod: order.paymentMethod,
      total: toEuros(order.totalCents),
      tip: toEuros(order.tipCents),
      readyBy: order.readyBy?.toISOString() ?? null,
      estimatedDelivery: order.estimatedDelivery?.toISOString() ?? null,
      assignedAt: order.assignedAt?.toISOString() ?? null,
      pickedUpAt: order.pickedUpAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
    };
  });
}
