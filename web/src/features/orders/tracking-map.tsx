import { Skeleton } from '@mantine/core';
import type { LatLng, Order } from '@shop/contracts';
import { useGeocode } from '@/features/contact/api';
import { useSettings } from '@/features/content/api';
import { DeliveryMap } from '@/features/map/delivery-map';
import type { MapPoint } from '@/features/map/delivery-map-props';
import { ZONE_COLOUR } from '@/features/map/map-constants';
import { isFinished } from './order-progress';

const MAP_HEIGHT = 320;
/** The tracking map outlines no zones (a stable empty list, so the map is not redrawn). */
const NO_ZONES: readonly never[] = [];

export const TRACKING_MAP_UNAVAILABLE =
  'The map cannot be shown on this device. The timeline tells you where your order is.';

/**
 * What the tracking map shows: the restaurant, where the order goes and, while it is on its way,
 * the driver's last position. A delivered or cancelled order shows no position at all; a bar
 * order is picked up at the bar and has no map.
 */
export function trackingMapPoints(order: Order, restaurant: LatLng | null): MapPoint[] {
  if (isFinished(order) || order.deliveryType === 'pickup') return [];
  const points: MapPoint[] = [];
  if (restaurant) {
    points.push({ id: 'restaurant', position: restaurant, label: 'Italieno', color: ZONE_COLOUR });
  }
  const { latitude, longitude } = order.deliveryAddress ?? {};
  if (latitude !== undefined && longitude !== undefined) {
    points.push({
      id: 'destination',
      position: { lat: latitude, lng: longitude },
      label: 'Delivery address',
      color: '#1c7ed6',
    });
  }
  const driverAt = order.driver?.currentLocation;
  if (order.driver && driverAt) {
    points.push({
      id: 'driver',
      position: driverAt,
      label: `Driver ${order.driver.name}`,
      color: '#2f9e44',
    });
  }
  return points;
}

/**
 * The tracking page's map (MapLibre loads in its own chunk only when this is shown). The
 * restaurant's place comes from its address in the shop settings.
 */
export function TrackingMap({ order }: { order: Order }) {
  const settings = useSettings();
  const address = settings.data?.address;
  const restaurant = useGeocode(address);
  const waiting = settings.isPending || (!!address && restaurant.isPending);
  if (isFinished(order) || order.deliveryType === 'pickup') return null;
  if (waiting) return <Skeleton h={MAP_HEIGHT} aria-label="Loading map" />;
  const points = trackingMapPoints(order, restaurant.data ?? null);
  if (points.length === 0) return null;
  return (
    <section aria-label="Map">
      <DeliveryMap
        zones={NO_ZONES}
        points={points}
        height={MAP_HEIGHT}
        unavailableMessage={TRACKING_MAP_UNAVAILABLE}
      />
    </section>
  );
}
