import { asc, eq } from 'drizzle-orm';
import {
  mergeShares,
  shopDateOf,
  VAT_RATE_MERCHANDISE,
  vatAmounts,
  type CategoryShare,
  type VatAmounts,
  type VatShare,
} from '@shop/contracts';
import type { Tx } from '../../db/client';
import type { InvoiceSubject } from '../invoicing';
import { merchandiseOrders, orderItems, orders } from './orders.tables';
import type { PayableOrder } from './payable-orders';
import type { FoodOrderRow } from './orders.view';

/**
 * A food order's VAT by category: its lines below 21 % are food, at 21 % drinks with alcohol
 * (a combo's beer included); what the order charges at a rate beyond its lines is its fees'
 * share there.
 */
export function foodCategories(
  lines: readonly (readonly VatShare[])[],
  vat: readonly VatAmounts[],
): CategoryShare[] {
  const goods = mergeShares(lines.flat());
  const goodsAt = (rate: number) => goods.find((g) => g.rate === rate)?.grossCents ?? 0;
  return [
    ...goods.map((g) => ({
      rate: g.rate,
      category: g.rate >= VAT_RATE_MERCHANDISE ? ('drinks' as const) : ('food' as const),
      grossCents: g.grossCents,
    })),
    ...vat.map((v) => ({
      rate: v.rate,
      category: 'fees' as const,
      grossCents: v.grossCents - goodsAt(v.rate),
    })),
  ].filter((c) => c.grossCents !== 0);
}

/**
 * What the invoice of a paid order says, read inside the paying transaction: the buyer as
 * the order names them, its VAT as charged, and the day of supply (a food order's delivery or
 * pickup day; a merchandise order ships the day it is paid).
 */
export async function invoiceSubject(
  tx: Tx,
  order: Pick<PayableOrder, 'id' | 'kind'>,
  paidAt: Date,
): Promise<InvoiceSubject> {
  if (order.kind === 'merchandise') {
    const [row] = await tx
      .select()
      .from(merchandiseOrders)
      .where(eq(merchandiseOrders.id, order.id));
    if (!row) throw new Error(`merchandise order ${order.id} not found`);
    return {
      orderId: row.id,
      orderKind: 'merchandise',
      buyer: {
        name: row.customerName,
        address: [
          row.addressLine1,
          row.addressLine2,
          `${row.postalCode} ${row.city}`,
          row.state,
          row.country,
        ].filter((line) => line.trim() !== ''),
      },
      vat: [vatAmounts({ rate: VAT_RATE_MERCHANDISE, grossCents: row.totalCents })],
      categories: [
        { rate: VAT_RATE_MERCHANDISE, category: 'merchandise', grossCents: row.subtotalCents },
        { rate: VAT_RATE_MERCHANDISE, category: 'shipping', grossCents: row.shippingCents },
      ],
      totalCents: row.totalCents,
      paymentMethod: 'card',
      supplyDate: shopDateOf(paidAt),
    };
  }
  const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
  if (!row) throw new Error(`food order ${order.id} not found`);
  const lines = await tx
    .select({ vatShares: orderItems.vatShares })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return foodInvoiceSubject(
    row,
    lines.map((l) => l.vatShares),
    paidAt,
  );
}

/** A food order's invoice subject from its row and its lines' VAT, as read by the caller. */
export function foodInvoiceSubject(
  row: FoodOrderRow,
  lineVat: readonly (readonly VatShare[])[],
  paidAt: Date,
): InvoiceSubject {
  const address = row.deliveryType === 'delivery' ? row.deliveryAddress : null;
  const suppliedAt = row.scheduledDeliveryTime ?? row.estimatedDelivery ?? paidAt;
  return {
    orderId: row.id,
    orderKind: 'food',
    buyer: {
      name: row.customerName,
      address: address
        ? [
            address.streetAddress,
            `${address.zipCode} ${address.city}`,
            address.country ?? '',
          ].filter((line) => line.trim() !== '')
        : [],
    },
    vat: row.vatBreakdown,
    categories: foodCategories(lineVat, row.vatBreakdown),
    totalCents: row.totalCents,
    paymentMethod: row.paymentMethod,
    // Food is supplied the day it is delivered (or picked up), which can be a later day.
    supplyDate: shopDateOf(suppliedAt < paidAt ? paidAt : suppliedAt),
  };
}
