import { describe, expect, it } from 'vitest';
import { contrast } from '@/testing/contrast';
import { foodOrder } from '@/testing/order-fixtures';
import { trackingMapPoints } from './tracking-map';

const KITCHEN = { lat: 52.3792, lng: 4.8894 };
const onItsWay = foodOrder({
  status: 'in_transit',
  driver: {
    id: 4,
    name: 'Luca',
    phone: '+31 6 1234 5678',
    vehicleType: 'bike',
    currentLocation: { lat: 52.372, lng: 4.89 },
    lastSeenAt: new Date().toISOString(),
  },
});

describe('the tracking map’s labels', () => {
  it.each([
    ['a driver sending fixes', null],
    ['a silent driver', 'Last seen 3 min ago'],
  ])('are white text at 4.5:1 on every place’s colour, with %s', (_, lastSeen) => {
    const points = trackingMapPoints(onItsWay, KITCHEN, {
      position: { lat: 52.37, lng: 4.88 },
      lastSeen,
    });
    expect(points.map((p) => p.id)).toEqual(['restaurant', 'destination', 'driver']);
    for (const point of points) {
      expect(contrast('#ffffff', point.color), point.label).toBeGreaterThanOrEqual(4.5);
    }
  });
});
