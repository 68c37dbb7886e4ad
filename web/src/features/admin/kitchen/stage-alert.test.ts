import { describe, expect, it } from 'vitest';
import { DEFAULT_KITCHEN_ALERT_MINUTES, type KitchenAlertMinutes } from '@shop/contracts';
import { acceptedOrder } from '@/testing/kitchen-board';
import { barOrder, foodOrder } from '@/testing/order-fixtures';
import { inColumnSince, stageAlert } from './board';

const LIMITS: KitchenAlertMinutes = { new: 5, preparing: 20, ready: 10, out: 30 };
const at = (iso: string) => Date.parse(iso);
const minutesAfter = (iso: string, minutes: number, seconds = 0) =>
  at(iso) + minutes * 60_000 + seconds * 1000;

// foodOrder() was paid at 18:31; acceptedOrder() accepts it at 18:32.
const PAID = '2026-03-14T18:31:00.000Z';
const ACCEPTED = '2026-03-14T18:32:00.000Z';
const READY = '2026-03-14T18:50:00.000Z';
const LEFT = '2026-03-14T18:55:00.000Z';

const ready = {
  ...acceptedOrder(barOrder()),
  status: 'ready' as const,
  statusHistory: [
    ...acceptedOrder(barOrder()).statusHistory,
    { status: 'ready' as const, move: 'ready' as const, at: READY, note: null },
  ],
};
const out = {
  ...acceptedOrder(foodOrder()),
  status: 'in_transit' as const,
  statusHistory: [
    ...acceptedOrder(foodOrder()).statusHistory,
    { status: 'ready' as const, move: 'ready' as const, at: READY, note: null },
    { status: 'in_transit' as const, move: 'pick-up' as const, at: LEFT, note: null },
  ],
};

describe('inColumnSince', () => {
  it('counts each column from the move that put the order there', () => {
    expect(inColumnSince(foodOrder(), 'new')).toBe(at(PAID));
    expect(inColumnSince(acceptedOrder(foodOrder()), 'preparing')).toBe(at(ACCEPTED));
    expect(inColumnSince(ready, 'ready')).toBe(at(READY));
    expect(inColumnSince(out, 'out')).toBe(at(LEFT));
    expect(inColumnSince(out, 'done')).toBeNull();
  });
});

describe('stageAlert', () => {
  it('stays quiet until the column’s limit, then says how long in words', () => {
    const order = acceptedOrder(foodOrder());
    expect(stageAlert(order, 'preparing', minutesAfter(ACCEPTED, 19, 59), LIMITS)).toBeNull();
    expect(stageAlert(order, 'preparing', minutesAfter(ACCEPTED, 20), LIMITS)).toEqual({
      minutes: 20,
      text: '20 min in Preparing',
    });
    expect(stageAlert(order, 'preparing', minutesAfter(ACCEPTED, 32, 30), LIMITS)?.text).toBe(
      '32 min in Preparing',
    );
  });

  it('applies each column’s own limit', () => {
    expect(stageAlert(foodOrder(), 'new', minutesAfter(PAID, 4, 59), LIMITS)).toBeNull();
    expect(stageAlert(foodOrder(), 'new', minutesAfter(PAID, 5), LIMITS)?.text).toBe(
      '5 min in New',
    );
    expect(stageAlert(ready, 'ready', minutesAfter(READY, 9), LIMITS)).toBeNull();
    expect(stageAlert(ready, 'ready', minutesAfter(READY, 12), LIMITS)?.text).toBe(
      '12 min in Ready',
    );
    expect(stageAlert(out, 'out', minutesAfter(LEFT, 30), LIMITS)?.text).toBe(
      '30 min in Out for delivery',
    );
    // A wider limit for the same wait: no alert.
    expect(
      stageAlert(ready, 'ready', minutesAfter(READY, 12), { ...LIMITS, ready: 15 }),
    ).toBeNull();
  });

  it('never alerts in Done today', () => {
    const delivered = { ...out, status: 'delivered' as const };
    expect(
      stageAlert(delivered, 'done', minutesAfter(LEFT, 600), DEFAULT_KITCHEN_ALERT_MINUTES),
    ).toBeNull();
  });
});
