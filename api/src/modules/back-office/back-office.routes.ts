import { Router } from 'express';
import {
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderQuery,
  AdminRefundInput,
  AuditLogPage,
  AuditLogQuery,
  CustomerDetail,
  CustomerPage,
  CustomerQuery,
  Dashboard,
  IdParam,
  OrderResponse,
  OrderStatusTestInput,
  sectionAccess,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import type { OrderMoves } from '../orders';
import type { Refunds } from '../payments';
import { AdminOrders } from './admin-orders.service';
import { auditLogPage } from './audit-log.service';
import { AdminCustomers } from './customers.service';
import { dashboard } from './dashboard.service';

export interface BackOfficeDeps {
  db: Db;
  moves: OrderMoves;
  refunds: Refunds;
  kickRelay: () => void;
}

/** The back office's dashboard, audit log, orders, order status test and customers. */
export function backOfficeRoutes({ db, moves, refunds, kickRelay }: BackOfficeDeps): Router {
  const router = Router();
  const tags = ['back office'];
  const adminOrders = new AdminOrders({ db, moves, refunds, kickRelay });
  const customers = new AdminCustomers(db);

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/dashboard',
      tags,
      summary:
        'Today in Amsterdam at a glance (orders, revenue, average basket, preparation and delivery times, open orders, drivers online), the last 14 days, and the latest 10 back-office changes',
      access: sectionAccess(''),
      response: Dashboard,
    },
    () => dashboard(db),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/audit-log',
      tags,
      summary:
        'Every back-office change, newest first, filtered by section, actor, entity and Amsterdam date range, paged',
      access: sectionAccess('audit-log'),
      query: AuditLogQuery,
      response: AuditLogPage,
    },
    ({ query }) => auditLogPage(db, query),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/orders',
      tags,
      summary:
        'Searches all food orders (number, customer name or e-mail, Amsterdam date range, status, kind, bar), sorted and paged on the server',
      access: sectionAccess('orders'),
      query: AdminOrderQuery,
      response: AdminOrderPage,
    },
    ({ query }) => adminOrders.search(query),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/orders/:id',
      tags,
      summary:
        "An order's full detail: lines, status history with who moved it, payment, refund, and its back-office changes",
      access: sectionAccess('orders'),
      params: IdParam,
      response: AdminOrderDetail,
      errors: { 404: 'No such order' },
    },
    ({ params }) => adminOrders.detail(params.id),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/orders/:id/refund',
      tags,
      summary:
        'Refunds a paid order once (idempotency key refund:<orderId>): an open order is cancelled and refunded, a delivered one fully refunded; it becomes refunded when the provider confirms',
      access: sectionAccess('orders'),
      params: IdParam,
      body: AdminRefundInput,
      response: AdminOrderDetail,
      errors: {
        404: 'No such order',
        409: 'Not paid, already refunded or being refunded, refused by the provider, or on its way',
      },
    },
    ({ params, body, auth }) => adminOrders.refund(params.id, body, auth!),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/orders/:id/resend-invoice',
      tags,
      summary:
        "E-mails a paid order's invoice again to the order's address (once per 10 minutes, 5 times a day per order)",
      access: sectionAccess('orders'),
      params: IdParam,
      response: AdminOrderDetail,
      errors: {
        404: 'No such order',
        409: 'The order is not paid',
        422: 'The order has no e-mail address',
        429: 'Sent again too recently or too often today',
      },
    },
    ({ params, auth }) => adminOrders.resendInvoice(params.id, auth!),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/order-status-test/:id',
      tags,
      summary:
        "Sets an order's status with the test tool's names (received, preparing, ready, out_for_delivery, delivered, cancelled) through the kitchen board's rules",
      access: sectionAccess('order-status-test'),
      params: IdParam,
      body: OrderStatusTestInput,
      response: OrderResponse,
      errors: {
        404: 'No such order',
        409: 'The order is not in a state this move starts from',
        422: 'Accepting without a preparation time, or cancelling without a reason',
      },
    },
    async ({ params, body, auth }) => ({
      order: await adminOrders.setStatusForTest(params.id, body, auth!),
    }),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/customers',
      tags,
      summary:
        'Searches customers by name, username, e-mail or phone (names and phones as given with their orders), paged',
      access: sectionAccess('customers'),
      query: CustomerQuery,
      response: CustomerPage,
    },
    ({ query }) => customers.search(query),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/customers/:id',
      tags,
      summary: 'A customer with their saved addresses and their latest 50 orders',
      access: sectionAccess('customers'),
      params: IdParam,
      response: CustomerDetail,
      errors: { 404: 'No such customer' },
    },
    ({ params }) => customers.detail(params.id),
  );

  return router;
}
