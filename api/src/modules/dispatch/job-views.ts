import { toEuros, type DriverJob } from '@shop/contracts';
import type { DeliveryJobRecord } from '../orders';
import type { JobLine } from './dashboard-reads';

type OrderRow = DeliveryJobRecord;

/** Where the door is, when checkout placed the address on the map. */
export function destinationOf(order: OrderRow): { lat: number; lng: number } | null {
  const a = order.deliveryAddress;
  return a && typeof a.latitude === 'number' && typeof a.longitude === 'number'
    ? { lat: a.latitude, lng: a.longitude }
    : null;
}

/** An order as its driver sees it (never the delivery code), with its lines. */
export function driverJobView(order: OrderRow, items: readonly JobLine[]): DriverJob {
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
    items: items.map((i) => ({ name: i.name, quantity: i.quantity })),
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
}
