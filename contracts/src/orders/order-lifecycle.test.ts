import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptNote,
  acceptNoteMinutes,
  ActorRole,
  MOVE_ROLES,
  OrderStatusMoveInput,
  PREP_MINUTES,
  decideMove,
  kitchenColumn,
  type LifecycleOrder,
  type MoveActor,
} from './order-lifecycle';
import { DeliveryType, OrderStatus, PaymentStatus } from './order.schema';

/** The lifecycle's edges, drawn by hand from the issue, independent of the code under test. */
const DELIVERY_EDGES = new Set([
  'pending>preparing',
  'preparing>preparing',
  'preparing>ready',
  'ready>in_transit',
  'in_transit>delivered',
  'pending>cancelled',
  'preparing>cancelled',
  'ready>cancelled',
]);
const PICKUP_EDGES = new Set([
  'pending>preparing',
  'preparing>preparing',
  'preparing>ready',
  'ready>delivered',
  'pending>cancelled',
  'preparing>cancelled',
  'ready>cancelled',
]);

const order = fc.record<LifecycleOrder>({
  id: fc.integer({ min: 1001, max: 99999 }),
  status: fc.constantFrom(...OrderStatus.options),
  paymentStatus: fc.constantFrom(...PaymentStatus.options),
  deliveryType: fc.constantFrom(...DeliveryType.options),
  accepted: fc.boolean(),
});
const actor = fc.record<MoveActor>({
  role: fc.constantFrom(...ActorRole.options),
  owner: fc.boolean(),
  assignedDriver: fc.boolean(),
});
const move = fc.record({
  to: fc.constantFrom(...OrderStatus.options),
  prepMinutes: fc.option(fc.constantFrom(...PREP_MINUTES, 0, 7, 60), { nil: undefined }),
  reason: fc.option(fc.constantFrom('Out of dough', '', '   '), { nil: undefined }),
});

describe('decideMove, over every order, move and actor', () => {
  it('allows only the lifecycle’s edges, for the roles the policy table names', () => {
    fc.assert(
      fc.property(order, move, actor, (o, m, a) => {
        const decision = decideMove(o, m, a);
        if (!decision.allowed) return;
        const edges = o.deliveryType === 'pickup' ? PICKUP_EDGES : DELIVERY_EDGES;
        expect(edges.has(`${o.status}>${m.to}`)).toBe(true);
        expect(MOVE_ROLES[decision.kind]).toContain(a.role);
        expect(decision).toMatchObject({ from: o.status, to: m.to });
      }),
      { numRuns: 20_000 },
    );
  });

  it('never moves a delivered or cancelled order', () => {
    fc.assert(
      fc.property(order, move, actor, (o, m, a) => {
        fc.pre(o.status === 'delivered' || o.status === 'cancelled');
        expect(decideMove(o, m, a).allowed).toBe(false);
      }),
    );
  });

  it('a customer or guest only cancels their own unpaid pending order', () => {
    fc.assert(
      fc.property(order, move, actor, (o, m, a) => {
        fc.pre(a.role === 'customer' || a.role === 'guest');
        const allowed = decideMove(o, m, a).allowed;
        const unpaid = o.paymentStatus === 'unpaid' || o.paymentStatus === 'failed';
        expect(allowed).toBe(!!a.owner && m.to === 'cancelled' && o.status === 'pending' && unpaid);
      }),
    );
  });

  it('a driver only sends out and delivers delivery orders assigned to them', () => {
    fc.assert(
      fc.property(order, move, actor, (o, m, a) => {
        fc.pre(a.role === 'driver');
        const d = decideMove(o, m, a);
        if (d.allowed) {
          expect(a.assignedDriver).toBe(true);
          expect(o.deliveryType).toBe('delivery');
          expect(['in_transit', 'delivered']).toContain(m.to);
        }
      }),
    );
  });

  it('the kitchen accepts only with one of the preparation times, and only once', () => {
    fc.assert(
      fc.property(order, move, fc.constantFrom('admin', 'staff' as const), (o, m, role) => {
        fc.pre(m.to === 'preparing');
        const d = decideMove(o, m, { role });
        const validTime = (PREP_MINUTES as readonly number[]).includes(m.prepMinutes ?? -1);
        expect(d.allowed).toBe(o.status === 'preparing' && !o.accepted && validTime);
      }),
    );
  });

  it('the kitchen cancels only with a reason, and not once the order is on its way', () => {
    fc.assert(
      fc.property(order, move, (o, m) => {
        fc.pre(m.to === 'cancelled');
        const d = decideMove(o, m, { role: 'staff' });
        const open = ['pending', 'preparing', 'ready'].includes(o.status);
        expect(d.allowed).toBe(open && !!m.reason?.trim());
      }),
    );
  });

  it('every refusal is a 403, 409 or 422 with a sentence naming why', () => {
    fc.assert(
      fc.property(order, move, actor, (o, m, a) => {
        const d = decideMove(o, m, a);
        if (d.allowed) return;
        expect([403, 409, 422]).toContain(d.status);
        expect(d.message.length).toBeGreaterThan(10);
        // A state conflict names the order, so a stale board knows which one.
        if (d.status === 409) expect(d.message).toContain(`#${o.id}`);
      }),
    );
  });

  it('only payment (the system) moves a pending order to preparing', () => {
    const pending: LifecycleOrder = {
      id: 1001,
      status: 'pending',
      paymentStatus: 'unpaid',
      deliveryType: 'delivery',
      accepted: false,
    };
    expect(decideMove(pending, { to: 'preparing' }, { role: 'system' })).toMatchObject({
      allowed: true,
      kind: 'pay',
    });
    expect(decideMove(pending, { to: 'preparing', prepMinutes: 20 }, { role: 'staff' })).toEqual({
      allowed: false,
      status: 409,
      code: 'not_paid',
      message: 'Order #1001 is not paid yet',
      params: { order: 1001, wording: 'move' },
    });
  });
});

describe('the kitchen', () => {
  it('marks an order ready only once it has accepted it', () => {
    const paid: LifecycleOrder = {
      id: 1002,
      status: 'preparing',
      paymentStatus: 'paid',
      deliveryType: 'delivery',
      accepted: false,
    };
    expect(decideMove(paid, { to: 'ready' }, { role: 'staff' })).toMatchObject({
      allowed: false,
      status: 409,
      message: 'Order #1002 has not been accepted yet',
    });
    expect(
      decideMove({ ...paid, accepted: true }, { to: 'ready' }, { role: 'staff' }).allowed,
    ).toBe(true);
  });
});

describe('a whole delivery, step by step', () => {
  it('paid, accepted with 20 minutes, ready, out for delivery by its driver, delivered', () => {
    let o: LifecycleOrder = {
      id: 1001,
      status: 'preparing',
      paymentStatus: 'paid',
      deliveryType: 'delivery',
      accepted: false,
    };
    const steps: [OrderStatus, MoveActor, number?][] = [
      ['preparing', { role: 'staff' }, 20],
      ['ready', { role: 'staff' }],
      ['in_transit', { role: 'driver', assignedDriver: true }],
      ['delivered', { role: 'driver', assignedDriver: true }],
    ];
    for (const [to, who, prepMinutes] of steps) {
      const d = decideMove(o, { to, prepMinutes }, who);
      expect(d.allowed).toBe(true);
      o = { ...o, status: to, accepted: true };
    }
    expect(decideMove(o, { to: 'cancelled', reason: 'late' }, { role: 'admin' })).toMatchObject({
      allowed: false,
      status: 409,
      message: 'Order #1001 has already been delivered',
    });
  });
});

describe('OrderStatusMoveInput', () => {
  it("takes the test tool's names as aliases", () => {
    expect(OrderStatusMoveInput.parse({ status: 'received' }).status).toBe('pending');
    expect(OrderStatusMoveInput.parse({ status: 'out_for_delivery' }).status).toBe('in_transit');
    expect(OrderStatusMoveInput.parse({ status: 'ready' }).status).toBe('ready');
  });

  it('refuses an unknown status and an odd preparation time with words', () => {
    const unknown = OrderStatusMoveInput.safeParse({ status: 'eaten' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toMatch(/^Unknown status/);
    const odd = OrderStatusMoveInput.safeParse({ status: 'preparing', prepMinutes: 12 });
    expect(odd.error?.issues[0]?.message).toBe(
      'Choose a preparation time of 10, 15, 20, 30 or 45 minutes',
    );
  });
});

describe('kitchenColumn', () => {
  it('puts paid orders nobody accepted under New, and hides unpaid ones', () => {
    const base = { paymentStatus: 'paid' as const, acceptedAt: null };
    expect(kitchenColumn({ ...base, status: 'pending', paymentStatus: 'unpaid' })).toBeNull();
    expect(kitchenColumn({ ...base, status: 'preparing' })).toBe('new');
    expect(
      kitchenColumn({ ...base, status: 'preparing', acceptedAt: '2026-11-25T18:00:00Z' }),
    ).toBe('preparing');
    expect(kitchenColumn({ ...base, status: 'in_transit' })).toBe('out');
    expect(kitchenColumn({ ...base, status: 'cancelled' })).toBe('done');
  });
});

describe('the note of an accept move', () => {
  it('records the preparation time in the api’s words and reads the number back', () => {
    expect(acceptNote(20)).toBe('20 minutes');
    expect(acceptNoteMinutes(acceptNote(45))).toBe(45);
    expect(acceptNoteMinutes('Out of bread')).toBeNull();
    expect(acceptNoteMinutes(null)).toBeNull();
  });
});
