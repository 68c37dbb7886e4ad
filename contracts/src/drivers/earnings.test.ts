import { describe, expect, it } from 'vitest';
import { deliveryEarning, earningsTotals, rideDistance, startOfShopWeek } from './earnings';
import { haversineMeters } from '../common/geo';
import { DETOUR_FACTOR } from '../orders/estimated-delivery';

const kitchen = { lat: 52.3806, lng: 4.8886 };
const damrak = { lat: 52.3755, lng: 4.8958 };

describe('deliveryEarning', () => {
  it('When a delivery had a €2.50 fee, a €1 express surcharge and a €2 tip, then the driver earns €2.50 + €1.75 + €2.00', () => {
    expect(deliveryEarning({ deliveryFeeCents: 250, expressFeeCents: 100, tipCents: 200 })).toEqual(
      { baseCents: 250, feeShareCents: 175, tipCents: 200, totalCents: 625 },
    );
  });

  it('When the fee was free and no tip was given, then the base alone is paid', () => {
    expect(
      deliveryEarning({ deliveryFeeCents: 0, expressFeeCents: 0, tipCents: 0 }).totalCents,
    ).toBe(250);
  });

  it('When half a fee has half a cent, then it is rounded to whole cents', () => {
    expect(
      deliveryEarning({ deliveryFeeCents: 351, expressFeeCents: 0, tipCents: 0 }).feeShareCents,
    ).toBe(176);
  });
});

describe('rideDistance', () => {
  it('When the track has points, then their path is summed and a GPS jump of several km is left out', () => {
    const far = { lat: 52.5, lng: 4.9 };
    const track = [kitchen, { lat: 52.378, lng: 4.892 }, far, damrak];
    // The two jumps to and from `far` are dropped; only kitchen → the first point counts.
    const expected = Math.round(haversineMeters(kitchen, track[1]!));
    const ride = rideDistance({ track, kitchen, destination: damrak });
    expect(ride.source).toBe('track');
    expect(ride.meters).toBe(expected);
  });

  it('When there is no track, then the straight line from the kitchen times the detour factor is used', () => {
    const ride = rideDistance({ track: [damrak], kitchen, destination: damrak });
    expect(ride.source).toBe('estimate');
    expect(ride.meters).toBe(Math.round(haversineMeters(kitchen, damrak) * DETOUR_FACTOR));
    expect(ride.meters).toBeGreaterThan(900);
    expect(ride.meters).toBeLessThan(1000);
  });

  it('When neither a track nor the door is known, then the distance is unknown', () => {
    expect(rideDistance({ track: [], kitchen, destination: null })).toEqual({
      meters: null,
      source: null,
    });
  });
});

describe('earningsTotals', () => {
  // Wednesday 25 November 2026, 10:00 in Amsterdam.
  const now = new Date('2026-11-25T09:00:00Z');
  const earned = (deliveredAt: string, totalCents: number) => ({
    deliveredAt,
    baseCents: 250,
    feeShareCents: totalCents - 250,
    tipCents: 0,
    totalCents,
    distanceMeters: 1000,
  });

  it('When deliveries fall today, earlier this week and last week, then each counts where it belongs', () => {
    const totals = earningsTotals(
      [
        earned('2026-11-25T08:00:00Z', 400), // today
        earned('2026-11-24T23:30:00Z', 300), // 00:30 today in Amsterdam
        earned('2026-11-23T12:00:00Z', 500), // Monday
        earned('2026-11-22T12:00:00Z', 900), // Sunday: last week
      ],
      now,
    );
    expect(totals.today).toMatchObject({ deliveries: 2, totalCents: 700, distanceMeters: 2000 });
    expect(totals.week).toMatchObject({ deliveries: 3, totalCents: 1200 });
  });

  it('When asked on a Monday night, then the week starts at that Monday 00:00 in Amsterdam', () => {
    expect(startOfShopWeek(new Date('2026-11-23T22:30:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
    expect(startOfShopWeek(now).toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
});
