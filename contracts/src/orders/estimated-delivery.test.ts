import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../common/geo';
import {
  CITY_SPEED_KMH,
  DETOUR_FACTOR,
  estimateFromPosition,
  HANDOVER_MINUTES,
} from './estimated-delivery';

const now = new Date('2026-03-14T19:00:00.000Z');
const door = { lat: 52.3667, lng: 4.8745 }; // Overtoom
// About 3 km east of the door, along the same latitude.
const away = { lat: 52.3667, lng: 4.8745 + 3000 / 67_880 };

const minutesUntil = (date: Date) => (date.getTime() - now.getTime()) / 60_000;

describe('estimateFromPosition', () => {
  it('at the door leaves only the hand-over', () => {
    const at = estimateFromPosition({ from: door, to: door, vehicleType: 'bike', now });
    expect(minutesUntil(at)).toBe(HANDOVER_MINUTES);
  });

  it('is the distance times the detour factor at the vehicle’s city speed, plus the hand-over', () => {
    const km = (haversineMeters(away, door) * DETOUR_FACTOR) / 1000;
    const at = estimateFromPosition({ from: away, to: door, vehicleType: 'bike', now });
    expect(minutesUntil(at)).toBeCloseTo((km / CITY_SPEED_KMH.bike) * 60 + HANDOVER_MINUTES, 3);
    // 3 km × 1.3 = 3.9 km by bike at 15 km/h: about 15.6 minutes, plus 2.
    expect(minutesUntil(at)).toBeGreaterThan(17);
    expect(minutesUntil(at)).toBeLessThan(18.5);
  });

  it('is faster on a scooter than on an e-bike, and an e-bike faster than a bike', () => {
    const ride = (vehicleType: 'bike' | 'e-bike' | 'scooter' | 'car') =>
      minutesUntil(estimateFromPosition({ from: away, to: door, vehicleType, now }));
    expect(ride('scooter')).toBeLessThan(ride('e-bike'));
    expect(ride('e-bike')).toBeLessThan(ride('bike'));
    expect(ride('car')).toBeCloseTo(ride('e-bike'), 6);
  });

  it('falls as the driver comes closer', () => {
    const halfway = { lat: door.lat, lng: (door.lng + away.lng) / 2 };
    const far = estimateFromPosition({ from: away, to: door, vehicleType: 'bike', now });
    const near = estimateFromPosition({ from: halfway, to: door, vehicleType: 'bike', now });
    expect(near.getTime()).toBeLessThan(far.getTime());
  });

  it('counts from now, so a driver standing still moves the estimate later', () => {
    const later = new Date(now.getTime() + 5 * 60_000);
    const first = estimateFromPosition({ from: away, to: door, vehicleType: 'bike', now });
    const second = estimateFromPosition({ from: away, to: door, vehicleType: 'bike', now: later });
    expect(second.getTime() - first.getTime()).toBe(5 * 60_000);
  });
});
