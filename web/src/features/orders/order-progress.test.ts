import { describe, expect, it } from 'vitest';
import { barOrder, foodOrder } from '@/testing/order-fixtures';
import { formatTime } from './order-format';
import { orderHeadline, timeLeftText, timelineSteps } from './order-progress';

const placed = { status: 'pending', move: 'placed', at: '2026-03-14T18:30:00.000Z', note: null };
const paid = { status: 'preparing', move: 'pay', at: '2026-03-14T18:31:00.000Z', note: null };
const accepted = {
  status: 'preparing',
  move: 'accept',
  at: '2026-03-14T18:33:00.000Z',
  note: '20 minutes',
};
const ready = { status: 'ready', move: 'ready', at: '2026-03-14T18:52:00.000Z', note: null };
const out = { status: 'in_transit', move: 'pick-up', at: '2026-03-14T18:55:00.000Z', note: null };
const delivered = {
  status: 'delivered',
  move: 'deliver',
  at: '2026-03-14T19:09:00.000Z',
  note: null,
};
type Entry = ReturnType<typeof foodOrder>['statusHistory'][number];
const history = (...entries: object[]) => entries as Entry[];

const summary = (order: ReturnType<typeof foodOrder>) =>
  timelineSteps(order).map((s) => [s.title, s.detail, s.at]);

describe('order timeline', () => {
  it('lists every move with its time, then the steps still to come', () => {
    const order = foodOrder({ statusHistory: history(placed, paid, accepted) });
    expect(summary(order)).toEqual([
      ['Order placed', null, placed.at],
      ['Paid', null, paid.at],
      ['Accepted by the kitchen', 'Preparation time: 20 minutes', accepted.at],
      ['Ready', null, null],
      ['Out for delivery', null, null],
      ['Delivered', null, null],
    ]);
  });

  it('a bar order is ready for pickup at its bar, then delivered; it never goes out', () => {
    const order = barOrder({ status: 'ready', statusHistory: history(placed, paid, ready) });
    expect(summary(order)).toEqual([
      ['Order placed', null, placed.at],
      ['Paid', null, paid.at],
      ['Ready for pickup at Bar Fiorella', null, ready.at],
      ['Delivered', null, null],
    ]);
  });

  it('a delivered order shows what happened and nothing more', () => {
    const order = foodOrder({
      status: 'delivered',
      statusHistory: history(placed, paid, accepted, ready, out, delivered),
    });
    expect(timelineSteps(order).every((s) => s.at !== null)).toBe(true);
    expect(timelineSteps(order).at(-1)?.title).toBe('Delivered');
  });

  it('a cancelled order ends with its reason and the refund’s state', () => {
    const cancel = {
      status: 'cancelled',
      move: 'cancel',
      at: '2026-03-14T18:40:00.000Z',
      note: 'Out of mozzarella',
    };
    const refund = {
      status: 'pending' as const,
      amount: 40.43,
      requestedAt: '2026-03-14T18:40:01.000Z',
      refundedAt: null,
    };
    const order = foodOrder({ status: 'cancelled', statusHistory: history(placed, paid, cancel) });
    expect(summary({ ...order, refund }).slice(2)).toEqual([
      ['Cancelled', 'Reason: Out of mozzarella', cancel.at],
      ['Refund in progress', '€ 40,43 goes back to your card', refund.requestedAt],
    ]);
    const done = {
      ...refund,
      status: 'succeeded' as const,
      refundedAt: '2026-03-14T18:41:00.000Z',
    };
    expect(summary({ ...order, refund: done }).at(-1)).toEqual([
      'Refunded',
      '€ 40,43 refunded to your card',
      done.refundedAt,
    ]);
    const failed = { ...refund, status: 'failed' as const };
    expect(summary({ ...order, refund: failed }).at(-1)?.[0]).toBe('Refund failed');
    // An unpaid order cancelled has nothing to refund.
    expect(summary(order).at(-1)?.[0]).toBe('Cancelled');
  });
});

describe('estimate in words', () => {
  const now = new Date('2026-03-14T19:20:00.000Z');

  it('says the time and how long it still takes', () => {
    const order = foodOrder({ estimatedDelivery: '2026-03-14T19:45:00.000Z' });
    expect(orderHeadline(order, now)).toEqual({
      text: `Expected around ${formatTime(new Date('2026-03-14T19:45:00.000Z'))}`,
      timeLeft: 'in about 25 minutes',
    });
  });

  it('counts minutes, then hours; nothing once the time has come', () => {
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(timeLeftText(later(1), now)).toBe('in about 1 minute');
    expect(timeLeftText(later(59), now)).toBe('in about 59 minutes');
    expect(timeLeftText(later(60), now)).toBe('in about 1 hour');
    expect(timeLeftText(later(125), now)).toBe('in about 2 hours 5 minutes');
    expect(timeLeftText(later(0), now)).toBeNull();
    expect(timeLeftText(later(-5), now)).toBeNull();
  });

  it('a delivered order says when; a ready bar order where; a cancelled one that it was', () => {
    const deliveredAt = '2026-03-14T19:09:00.000Z';
    expect(orderHeadline(foodOrder({ status: 'delivered', deliveredAt }), now)).toEqual({
      text: `Delivered at ${formatTime(new Date(deliveredAt))}`,
      timeLeft: null,
    });
    expect(orderHeadline(barOrder({ status: 'ready' }), now).text).toBe(
      'Ready for pickup at Bar Fiorella',
    );
    expect(orderHeadline(foodOrder({ status: 'cancelled' }), now).text).toBe(
      'This order was cancelled',
    );
  });
});
