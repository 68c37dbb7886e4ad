import { haversineMeters } from '../common/geo';
import { DETOUR_FACTOR } from '../orders/estimated-delivery';
import { startOfShopDay } from '../common/shop-day';
import type { EarningsTotals } from './driver-jobs.schema';

/**
 * What a driver earns per delivery
 * (docs/decisions/0029-proof-of-delivery-earnings-and-dashboard.md): a fixed base, a share of the
 * delivery fee the customer paid (zone fee and express surcharge), and every cent of the tip.
 * Distance is shown, not paid: the zone fee already grows with distance.
 */
export const EARNINGS_RULE = {
  basePerDeliveryCents: 250,
  feeSharePercent: 50,
  tipPercent: 100,
} as const;

/** Track points further apart than this in a few seconds are GPS noise, not riding. */
const MAX_TRACK_STEP_M = 2_000;

export interface DeliveryPay {
  deliveryFeeCents: number;
  expressFeeCents: number;
  tipCents: number;
}

export interface DeliveryEarning {
  baseCents: number;
  feeShareCents: number;
  tipCents: number;
  totalCents: number;
}

/** The rule applied to one delivered order; cents, rounded half up per part. */
export function deliveryEarning(pay: DeliveryPay, rule = EARNINGS_RULE): DeliveryEarning {
  const fee = Math.max(0, pay.deliveryFeeCents) + Math.max(0, pay.expressFeeCents);
  const baseCents = rule.basePerDeliveryCents;
  const feeShareCents = Math.round((fee * rule.feeSharePercent) / 100);
  const tipCents = Math.round((Math.max(0, pay.tipCents) * rule.tipPercent) / 100);
  return { baseCents, feeShareCents, tipCents, totalCents: baseCents + feeShareCents + tipCents };
}

export interface RideDistance {
  meters: number | null;
  source: 'track' | 'estimate' | null;
}

/**
 * How far a delivery was ridden: the driver's track between pick-up and delivery when it has
 * two points or more, else the straight line from the kitchen to the door times DETOUR_FACTOR,
 * else unknown. Steps over 2 km are dropped as GPS jumps.
 */
export function rideDistance(input: {
  track: readonly { lat: number; lng: number }[];
  kitchen: { lat: number; lng: number };
  destination: { lat: number; lng: number } | null;
}): RideDistance {
  const { track, kitchen, destination } = input;
  if (track.length >= 2) {
    let meters = 0;
    for (let i = 1; i < track.length; i += 1) {
      const step = haversineMeters(track[i - 1]!, track[i]!);
      if (step <= MAX_TRACK_STEP_M) meters += step;
    }
    return { meters: Math.round(meters), source: 'track' };
  }
  if (destination) {
    return {
      meters: Math.round(haversineMeters(kitchen, destination) * DETOUR_FACTOR),
      source: 'estimate',
    };
  }
  return { meters: null, source: null };
}

const weekdayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  weekday: 'short',
});

/** Monday 00:00 in Amsterdam of `now`'s week. */
export function startOfShopWeek(now: Date): Date {
  let day = startOfShopDay(now);
  // getUTCDay of Amsterdam midnight is the previous day in UTC; read the weekday in Amsterdam.
  for (let i = 0; i < 7; i += 1) {
    const weekday = weekdayFormat.format(day);
    if (weekday === 'Mon') return day;
    day = startOfShopDay(new Date(day.getTime() - 3600_000));
  }
  return day;
}

export interface EarnedDelivery extends DeliveryEarning {
  deliveredAt: string;
  distanceMeters: number | null;
}

const emptyTotals = (): EarningsTotals => ({
  deliveries: 0,
  baseCents: 0,
  feeShareCents: 0,
  tipCents: 0,
  totalCents: 0,
  distanceMeters: 0,
});

/** Today's and this week's totals (Amsterdam days, weeks from Monday). */
export function earningsTotals(
  deliveries: readonly EarnedDelivery[],
  now: Date,
): { today: EarningsTotals; week: EarningsTotals } {
  const dayStart = startOfShopDay(now).getTime();
  const weekStart = startOfShopWeek(now).getTime();
  const today = emptyTotals();
  const week = emptyTotals();
  for (const d of deliveries) {
    const at = new Date(d.deliveredAt).getTime();
    const into = [...(at >= weekStart ? [week] : []), ...(at >= dayStart ? [today] : [])];
    for (const t of into) {
      t.deliveries += 1;
      t.baseCents += d.baseCents;
      t.feeShareCents += d.feeShareCents;
      t.tipCents += d.tipCents;
      t.totalCents += d.totalCents;
      t.distanceMeters += d.distanceMeters ?? 0;
    }
  }
  return { today, week };
}
