import { describe, expect, it } from 'vitest';
import {
  ORDERING_TEXTS,
  isServiceOpen,
  orderingBanner,
  orderingEnglish,
  type OrderingScope,
} from './ordering-status';
import { OrderingStatusUpdate, type OrderingStatus } from './ordering-status.schema';

const ALL_ON: OrderingStatus = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};

/** The banner as its English reads. */
function said(status: OrderingStatus, scope: OrderingScope) {
  const banner = orderingBanner(status, scope);
  return banner && { severity: banner.severity, message: orderingEnglish(banner.text) };
}

describe('orderingBanner', () => {
  it('shows nothing when every switch is on', () => {
    for (const scope of ['all', 'food', 'bar', 'merchandise'] as const) {
      expect(said(ALL_ON, scope)).toBeNull();
    }
  });

  it('when the master switch is off, then every page shows the busy error', () => {
    const status = { ...ALL_ON, masterEnabled: false };
    for (const scope of ['all', 'food', 'bar', 'merchandise'] as const) {
      expect(said(status, scope)).toEqual({
        severity: 'error',
        message:
          'We’re a bit busy right now! Online orders aren’t available at the moment — please come back later or contact us directly.',
      });
    }
    expect(ORDERING_TEXTS.busy).toContain('We’re a bit busy right now!');
  });

  it.each([
    ['food', 'foodOrderingEnabled', 'Food ordering and delivery'],
    ['bar', 'barOrderingEnabled', 'Bar QR code ordering'],
    ['merchandise', 'merchandiseOrderingEnabled', 'Merchandise ordering'],
  ] as const)(
    'on a page for %s, only that service is mentioned and the others remain available',
    (scope, key, name) => {
      const status = { ...ALL_ON, [key]: false };
      expect(said(status, scope)).toEqual({
        severity: 'warning',
        message: `${name} is currently unavailable. Our other services remain available.`,
      });
      for (const other of (['food', 'bar', 'merchandise'] as const).filter((s) => s !== scope)) {
        expect(said(status, other)).toBeNull();
      }
    },
  );

  it("on the 'all' scope, one service off reads 'is'", () => {
    expect(said({ ...ALL_ON, barOrderingEnabled: false }, 'all')).toEqual({
      severity: 'warning',
      message: 'Bar QR code ordering is currently unavailable.',
    });
  });

  it("on the 'all' scope, several services are joined with 'and' and read 'are'", () => {
    expect(
      said({ ...ALL_ON, foodOrderingEnabled: false, barOrderingEnabled: false }, 'all')?.message,
    ).toBe('Food ordering and delivery and bar QR code ordering are currently unavailable.');
    expect(
      said(
        {
          ...ALL_ON,
          foodOrderingEnabled: false,
          barOrderingEnabled: false,
          merchandiseOrderingEnabled: false,
        },
        'all',
      )?.message,
    ).toBe(
      'Food ordering and delivery and bar QR code ordering and merchandise ordering are currently unavailable.',
    );
  });
});

describe('isServiceOpen', () => {
  it('is open only when both the master switch and the service switch are on', () => {
    expect(isServiceOpen(ALL_ON, 'food')).toBe(true);
    expect(isServiceOpen({ ...ALL_ON, masterEnabled: false }, 'food')).toBe(false);
    expect(isServiceOpen({ ...ALL_ON, foodOrderingEnabled: false }, 'food')).toBe(false);
    expect(isServiceOpen({ ...ALL_ON, foodOrderingEnabled: false }, 'bar')).toBe(true);
    expect(isServiceOpen({ ...ALL_ON, merchandiseOrderingEnabled: false }, 'merchandise')).toBe(
      false,
    );
  });
});

describe('the sentence of a closed service', () => {
  it('names the service', () => {
    expect(ORDERING_TEXTS.service_off({ service: 'food' })).toBe(
      'Food ordering and delivery is currently unavailable',
    );
    expect(ORDERING_TEXTS.service_off({ service: 'bar' })).toBe(
      'Bar QR code ordering is currently unavailable',
    );
    expect(orderingEnglish({ code: 'service_off', params: { service: 'merchandise' } })).toBe(
      'Merchandise ordering is currently unavailable',
    );
  });
});

describe('OrderingStatusUpdate', () => {
  it('accepts any subset of the switches', () => {
    expect(OrderingStatusUpdate.parse({ barOrderingEnabled: false })).toEqual({
      barOrderingEnabled: false,
    });
  });

  it('refuses an update that changes nothing', () => {
    expect(OrderingStatusUpdate.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change');
  });

  it('refuses a switch that is not true or false', () => {
    expect(OrderingStatusUpdate.safeParse({ masterEnabled: 'off' }).success).toBe(false);
  });
});
