import {
  parseComboSelectionsText,
  toEuros,
  type FoodReceipt,
  type OrderVatLine,
  type Order,
  type OrderItem,
  type OrderRefund,
  type OrderStatusEntry,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import type { DriverCard } from '../drivers';
import type { orderItems, orders, orderStatusHistory } from './orders.tables';

export type FoodOrderRow = typeof orders.$inferSelect;
export type FoodOrderItemRow = typeof orderItems.$inferSelect;
export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;
/** What an order's page shows of its refund: the payments module's row (it owns refunds). */
export interface RefundRow {
  orderId: number;
  status: OrderRefund['status'];
  amountCents: number;
  requestedAt: Date;
  refundedAt: Date | null;
}

/** Reads the refunds of orders; the payments module's refunds answer it. */
export interface RefundReader {
  ofOrders(db: Db | Tx, orderIds: readonly number[]): Promise<RefundRow[]>;
}

/** What moves ask of the payments module: a refund in the cancelling transaction, sent after. */
export interface OrderRefunds extends RefundReader {
  request(tx: Tx, order: { id: number; kind: 'food' }, reason: string | null): Promise<boolean>;
  send(orderId: number): Promise<void>;
}

/** What an order's page shows besides the order row and its lines. */
export interface OrderExtras {
  items: readonly FoodOrderItemRow[];
  history: readonly StatusHistoryRow[];
  refund: RefundRow | null;
  /** The driver on the job, when one is assigned. */
  driver: DriverCard | null;
}

function toStatusEntry(row: StatusHistoryRow): OrderStatusEntry {
  return { status: row.toStatus, move: row.move, at: row.createdAt.toISOString(), note: row.note };
}

function toRefund(row: RefundRow): OrderRefund {
  return {
    status: row.status,
    amount: toEuros(row.amountCents),
    requestedAt: row.requestedAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

function toOrderItem(item: FoodOrderItemRow): OrderItem {
  return {
    id: item.id,
    menuItemId: item.menuItemId,
    name: item.name,
    quantity: item.quantity,
    price: toEuros(item.unitPriceCents),
    options: item.options.map((o) => ({
      id: o.id,
      name: o.name,
      value: o.value,
      priceAdd: toEuros(o.priceAddCents),
    })),
    comboSelections: item.comboSelections,
    total: toEuros(item.lineTotalCents),
    vat: item.vatShares.map((v) => ({ rate: v.rate, gross: toEuros(v.grossCents) })),
  };
}

/** A food order as the success page, the receipt and the order lists read it: euros, ISO times. */
export function toOrderView(
  order: FoodOrderRow,
  { items, history, refund, driver }: OrderExtras,
): Order {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    orderType: order.orderType,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    barId: order.barId,
    barName: order.barName,
    deliveryType: order.deliveryType,
    deliveryOption: order.deliveryOption,
    deliveryAddress: order.deliveryAddress ?? null,
    zoneId: order.zoneId,
    items: items.map(toOrderItem),
    subtotal: toEuros(order.subtotalCents),
    foodTax: toEuros(order.foodTaxCents),
    merchandiseTax: toEuros(order.merchandiseTaxCents),
    vat: order.vatBreakdown.map((v): OrderVatLine => ({
      rate: v.rate,
      gross: toEuros(v.grossCents),
      vat: toEuros(v.vatCents),
      net: toEuros(v.netCents),
    })),
    deliveryFee: toEuros(order.deliveryFeeCents + order.expressFeeCents),
    expressFee: toEuros(order.expressFeeCents),
    serviceFee: toEuros(order.serviceFeeCents),
    tip: toEuros(order.tipCents),
    total: toEuros(order.totalCents),
    orderNotes: order.orderNotes,
    paymentMethod: order.paymentMethod,
    sendInvoice: order.sendInvoice,
    estimatedDelivery: order.estimatedDelivery?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    scheduledDeliveryTime: order.scheduledDeliveryTime?.toISOString() ?? null,
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    prepMinutes: order.prepMinutes,
    readyBy: order.readyBy?.toISOString() ?? null,
    cancellationReason: order.cancellationReason,
    refund: refund ? toRefund(refund) : null,
    statusHistory: history.map(toStatusEntry),
    driver: order.driverId !== null ? driver : null,
    // The customer reads it out at the door; drivers never get an Order (see OrderMoves.move).
    deliveryCode: order.deliveryType === 'delivery' ? order.deliveryCode : null,
  };
}

/** What the invoice e-mail shows, in cents, with the order's VAT per rate. */
export function toFoodReceipt(
  order: FoodOrderRow,
  items: readonly FoodOrderItemRow[],
): FoodReceipt {
  const address = order.deliveryAddress;
  return {
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    sendInvoice: order.sendInvoice,
    status: order.status,
    orderType: order.orderType,
    deliveryType: order.deliveryType,
    deliveryOption: order.deliveryOption,
    deliveryAddress: address
      ? {
          streetAddress: address.streetAddress,
          city: address.city,
          zipCode: address.zipCode,
          ...(address.state ? { state: address.state } : {}),
          ...(address.country ? { country: address.country } : {}),
          ...(address.additionalInfo ? { additionalInfo: address.additionalInfo } : {}),
        }
      : null,
    barName: order.barName,
    estimatedDelivery: order.estimatedDelivery?.toISOString() ?? null,
    orderNotes: order.orderNotes,
    lines: items.map((item) => ({
      menuItemId: item.menuItemId,
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      options: item.options.map((o) => ({
        name: o.name,
        value: o.value,
        priceAddCents: o.priceAddCents,
      })),
      comboSelections: parseComboSelectionsText(item.comboSelections),
      lineTotalCents: item.lineTotalCents,
      vat: item.vatShares,
    })),
    subtotalCents: order.subtotalCents,
    vatLines: order.vatBreakdown.map((v) => ({ rate: v.rate, cents: v.vatCents })),
    deliveryFeeCents: order.deliveryFeeCents,
    expressFeeCents: order.expressFeeCents,
    serviceFeeCents: order.serviceFeeCents,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    paymentMethod: order.paymentMethod,
  };
}
