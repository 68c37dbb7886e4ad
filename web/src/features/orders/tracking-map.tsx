import { Skeleton } from '@mantine/core';
import type { LatLng, Order } from '@shop/contracts';
import { useGeocode } from '@/features/contact';
import { useSettings } from '@/features/content';
import { DeliveryMap, type MapPoint, ZONE_COLOUR } from '@/features/map';
import { isFinished } from './order-progress';
import { useGlidingPosition } from './use-gliding-position';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

const MAP_HEIGHT = 320;
/** The tracking map outlines no zones (a stable empty list, so the map is not redrawn). */
const NO_ZONES: readonly never[] = [];

// The labels are white 12 px text on these colours, each at least 4.5:1 (WCAG AA).
/** The restaurant, in the delivery zones' red (4.5:1). */
export const RESTAURANT_COLOUR = ZONE_COLOUR;
/** Where the order goes: the theme's blue.8 (5.7:1). */
export const DESTINATION_COLOUR = '#1768b2';
/** The driver: the theme's green.8 (5.3:1). */
export const DRIVER_COLOUR = '#257b35';
/** A driver with no fix for a while: greyed, so an old position is not taken for a live one. */
export const STALE_DRIVER_COLOUR = '#5c636a';

/** How the driver is drawn: where (gliding between fixes) and, once silent, since when. */
export interface DriverMarker {
  position: LatLng | null;
  /** 'Last seen 3 min ago' for a stale driver; null while fixes arrive. */
  lastSeen: string | null;
}

/**
 * What the tracking map shows: the restaurant, where the order goes and, while it is on its way,
 * the driver's position (`driver`, else the order's last stored one). A delivered or cancelled
 * order shows no position at all; a bar order is picked up at the bar and has no map.
 */
export function trackingMapPoints(
  order: Order,
  restaurant: LatLng | null,
  driver: DriverMarker | null = null,
): MapPoint[] {
  if (isFinished(order) || order.deliveryType === 'pickup') return [];
  const points: MapPoint[] = [];
  if (restaurant) {
    points.push({
      id: 'restaurant',
      position: restaurant,
      label: m.orders_order_restaurant(),
      color: RESTAURANT_COLOUR,
    });
  }
  const { latitude, longitude } = order.deliveryAddress ?? {};
  if (latitude !== undefined && longitude !== undefined) {
    points.push({
      id: 'destination',
      position: { lat: latitude, lng: longitude },
      label: m.orders_order_deliveryAddress(),
      color: DESTINATION_COLOUR,
    });
  }
  const driverAt = driver ? driver.position : (order.driver?.currentLocation ?? null);
  if (order.driver && driverAt) {
    const lastSeen = driver?.lastSeen ?? null;
    points.push({
      id: 'driver',
      position: driverAt,
      label: lastSeen
        ? m.orders_order_driverOnMapSilent({
            name: order.driver.name,
            lastSeen: lastSeen.toLowerCase(),
          })
        : m.orders_order_driverOnMap({ name: order.driver.name }),
      color: lastSeen ? STALE_DRIVER_COLOUR : DRIVER_COLOUR,
    });
  }
  return points;
}

/**
 * The tracking page's map (MapLibre loads in its own chunk only when this is shown). The
 * restaurant's place comes from its address in the shop settings.
 */
export function TrackingMap({
  order,
  driverLastSeen = null,
}: {
  order: Order;
  /** 'Last seen 3 min ago' while the driver is silent: the marker is greyed and says so. */
  driverLastSeen?: string | null;
}) {
  useLanguage();
  const settings = useSettings();
  const driverAt = useGlidingPosition(order.driver?.currentLocation ?? null);
  const address = settings.data?.address;
  const restaurant = useGeocode(address);
  const waiting = settings.isPending || (!!address && restaurant.isPending);
  if (isFinished(order) || order.deliveryType === 'pickup') return null;
  if (waiting)
    return <Skeleton h={MAP_HEIGHT} role="progressbar" aria-label={m.orders_order_loadingMap()} />;
  const points = trackingMapPoints(order, restaurant.data ?? null, {
    position: driverAt,
    lastSeen: driverLastSeen,
  });
  if (points.length === 0) return null;
  return (
    <section aria-label={m.orders_order_map()}>
      <DeliveryMap
        zones={NO_ZONES}
        points={points}
        height={MAP_HEIGHT}
        unavailableMessage={m.orders_order_mapCannotShow()}
      />
    </section>
  );
}
