import { describe, expect, it } from 'vitest';
import { jobsFor, notifiesAnyone, type OrderNotificationsJob } from '@shop/contracts/jobs';
import {
  annasOrder,
  estimateChanged,
  orderMoved,
  orderRefunded,
} from '../../test/order-event-fixture';
import { orderNotificationDrafts } from './notification-texts';

const customer = (event: Parameters<typeof orderNotificationDrafts>[0]) =>
  orderNotificationDrafts(event).customer!;

describe('order notification texts', () => {
  it('accepted: the preparation time and the expected time', () => {
    expect(customer(orderMoved('accept'))).toEqual({
      type: 'order_status_update',
      title: 'Order #1001 accepted',
      message: 'Ready in about 20 minutes; expected at 19:45.',
      // The same by code and values, for a client in another language.
      texts: {
        title: { code: 'order_accepted', params: { order: 1001 } },
        message: { code: 'accepted_delivery', params: { prepMinutes: 20, at: '19:45' } },
      },
      orderId: 1001,
      status: 'preparing',
      estimatedDeliveryTime: '2026-11-21T18:45:00.000Z',
    });
  });

  it('accepted bar order: where and when to pick it up', () => {
    const bar = { ...annasOrder, deliveryType: 'pickup' as const, barName: 'Bar Fiorella' };
    expect(customer(orderMoved('accept', { notice: bar })).message).toBe(
      'Ready for pickup at Bar Fiorella in about 20 minutes, at 19:45.',
    );
    expect(customer(orderMoved('ready', { notice: bar }))).toMatchObject({
      title: 'Order #1001 is ready for pickup',
      message: 'Pick it up at Bar Fiorella.',
    });
  });

  it('every move has a title naming the order', () => {
    expect(customer(orderMoved('pay')).title).toBe('Order #1001 is paid');
    expect(customer(orderMoved('ready')).title).toBe('Order #1001 is ready');
    expect(customer(orderMoved('pick-up'))).toMatchObject({
      title: 'Order #1001 is on its way',
      message: 'Expected at 19:45.',
      status: 'in_transit',
    });
    expect(customer(orderMoved('deliver')).title).toBe('Order #1001 delivered');
  });

  it('cancelled: the reason as a sentence, and the refund when it was paid', () => {
    expect(customer(orderMoved('cancel', { reason: 'Out of dough' }))).toMatchObject({
      message: 'Reason: Out of dough. Your refund of € 41,90 is on its way.',
      texts: {
        message: { code: 'cancelled', params: { reason: 'Out of dough', refundCents: 4190 } },
      },
    });
    expect(
      customer(
        orderMoved('cancel', {
          reason: null,
          paymentStatus: 'unpaid',
          actor: { role: 'customer', userId: 7 },
        }),
      ).message,
    ).toBe('You have not been charged.');
    // A value the text does not have is left out, not sent as null.
    expect(
      customer(orderMoved('cancel', { reason: '', paymentStatus: 'unpaid' })).texts!.message,
    ).toEqual({ code: 'cancelled', params: {} });
  });

  it('a paid order alerts the back office; other moves do not', () => {
    expect(orderNotificationDrafts(orderMoved('pay')).backOffice).toEqual({
      type: 'new_order',
      title: 'New order #1001',
      message: 'Delivery for Anna de Vries, € 41,90. Waiting to be accepted.',
      texts: {
        title: { code: 'new_order', params: { order: 1001 } },
        message: {
          code: 'new_order_waiting',
          params: { where: 'delivery', bar: '', customer: 'Anna de Vries', totalCents: 4190 },
        },
      },
      orderId: 1001,
      status: 'preparing',
      estimatedDeliveryTime: '2026-11-21T18:45:00.000Z',
    });
    expect(orderNotificationDrafts(orderMoved('accept')).backOffice).toBeNull();
  });

  it('a later estimate and a refund tell the customer the new time and the amount', () => {
    expect(customer(estimateChanged('kitchen-delay'))).toMatchObject({
      title: 'Order #1001: new estimate',
      message: 'The kitchen needs a little longer; now expected at 19:55.',
    });
    expect(customer(orderRefunded(4190))).toMatchObject({
      title: 'Order #1001 refunded',
      status: null,
    });
  });

  it('an order event is queued for notifications exactly when it leaves someone one', () => {
    const moves = ['pay', 'accept', 'ready', 'pick-up', 'deliver', 'cancel'] as const;
    const events: OrderNotificationsJob[] = [
      ...moves.map((move) => orderMoved(move)),
      estimateChanged('kitchen-delay'),
      orderRefunded(1200),
    ];
    for (const signedIn of events) {
      for (const event of [signedIn, { ...signedIn, data: { ...signedIn.data, userId: null } }]) {
        const drafts = orderNotificationDrafts(event as OrderNotificationsJob);
        // What storeOrderNotifications stores: the customer's when signed in, the back office's.
        const leavesOne =
          (drafts.customer !== null && event.data.userId !== null) || drafts.backOffice !== null;
        const queued = jobsFor(event as OrderNotificationsJob).some(
          (j) => j.queue === 'notifications',
        );
        expect({ event: event.name, userId: event.data.userId, queued }).toEqual({
          event: event.name,
          userId: event.data.userId,
          queued: leavesOne,
        });
        expect(notifiesAnyone(event as OrderNotificationsJob)).toBe(leavesOne);
      }
    }
    // A guest's paid order still alerts the back office; a guest's other moves leave nothing.
    expect(
      notifiesAnyone({ ...orderMoved('pay'), data: { ...orderMoved('pay').data, userId: null } }),
    ).toBe(true);
    expect(
      notifiesAnyone({
        ...orderMoved('accept'),
        data: { ...orderMoved('accept').data, userId: null },
      }),
    ).toBe(false);
  });
});
