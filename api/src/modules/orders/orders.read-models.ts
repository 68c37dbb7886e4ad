/**
 * What other modules may read of food orders inside their own statements (joins, counts, sums):
 * subqueries over the orders' tables with the columns chosen here. A reader selects from them,
 * joins them and filters on them as on a table; the tables themselves stay this module's.
 * PostgreSQL pulls such a simple subquery up into the statement, so the plan is the table's.
 */

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orderItems, orders, orderStatusHistory } from './orders.tables';
import type { FoodOrderRow } from './orders.view';

const qb = new QueryBuilder();

/**
 * Food orders as the back office lists and counts them and the reports add them up: who, what
 * kind, where, the state, the money and the lifecycle's times.
 */
export const foodOrderRecords = <Name extends string = 'orders'>(name: Name = 'orders' as Name) =>
  qb
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      orderType: orders.orderType,
      deliveryType: orders.deliveryType,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      userId: orders.userId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      barId: orders.barId,
      barName: orders.barName,
      subtotalCents: orders.subtotalCents,
      totalCents: orders.totalCents,
      paidAt: orders.paidAt,
      acceptedAt: orders.acceptedAt,
      pickedUpAt: orders.pickedUpAt,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .as(name);

/** The food orders' lifecycle moves: which move, from and to which status, by whom, when. */
export const orderMoveRecords = <Name extends string = 'order_status_history'>(
  name: Name = 'order_status_history' as Name,
) =>
  qb
    .select({
      id: orderStatusHistory.id,
      orderId: orderStatusHistory.orderId,
      move: orderStatusHistory.move,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      actorRole: orderStatusHistory.actorRole,
      actorUserId: orderStatusHistory.actorUserId,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .as(name);

const deliveryJobColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  deliveryType: orders.deliveryType,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  userId: orders.userId,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  deliveryAddress: orders.deliveryAddress,
  zoneId: orders.zoneId,
  orderNotes: orders.orderNotes,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
  deliveryFeeCents: orders.deliveryFeeCents,
  expressFeeCents: orders.expressFeeCents,
  tipCents: orders.tipCents,
  acceptedAt: orders.acceptedAt,
  readyBy: orders.readyBy,
  estimatedDelivery: orders.estimatedDelivery,
  driverId: orders.driverId,
  assignedAt: orders.assignedAt,
  pickedUpAt: orders.pickedUpAt,
  deliveredAt: orders.deliveredAt,
  deliveryProof: orders.deliveryProof,
};

/**
 * Food orders as dispatch and their driver work them: the door, the customer's name and phone,
 * what the driver carries and earns, the driver and the times of the job. Never the delivery
 * code.
 */
export const deliveryJobRecords = <Name extends string = 'orders'>(name: Name = 'orders' as Name) =>
  qb.select(deliveryJobColumns).from(orders).as(name);

/** A food order as `deliveryJobRecords` shows it (a whole order row is one too). */
export type DeliveryJobRecord = {
  [K in keyof typeof deliveryJobColumns]: FoodOrderRow[K];
};

/** The food orders' lines: what was ordered and how many, in the order they were added. */
export const orderLineRecords = <Name extends string = 'order_items'>(
  name: Name = 'order_items' as Name,
) =>
  qb
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .as(name);
