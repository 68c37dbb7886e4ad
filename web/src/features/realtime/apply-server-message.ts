import type { QueryClient } from '@tanstack/react-query';
import type { DriverPosition, Order } from '@shop/contracts';
import type { CatalogResource } from '@shop/contracts/events';
import { Topics, type ServerMessage } from '@shop/contracts/realtime';
import { orderingStatusQuery } from '@/features/content';
import { receiveNotification } from '@/features/notifications';
import { keyMatchesUrl } from '@/lib/query-keys';
import { followBoardOrder, KITCHEN_BOARD_URL } from './kitchen-board';

/** The cached reads (by URL) that a catalog change makes outdated. */
export const CATALOG_URLS: Record<CatalogResource, readonly string[]> = {
  menu: ['/api/menu'],
  categories: ['/api/categories'],
  combo: ['/api/combo'],
  merchandise: ['/api/merchandise'],
  'page-texts': ['/api/page-texts'],
  reviews: ['/api/reviews'],
  settings: ['/api/settings'],
  zones: ['/api/geo/zones'],
};

/** A driver's dashboard (GET /api/driver/jobs); 'driver-jobs' messages move it. */
export const DRIVER_JOBS_URL = '/api/driver/jobs';

/** Every read the live connection keeps current: a status change may be missed during a drop. */
const LIVE_URLS = [
  '/api/ordering-status',
  '/api/orders',
  '/api/notifications',
  KITCHEN_BOARD_URL,
  DRIVER_JOBS_URL,
  ...Object.values(CATALOG_URLS).flat(),
];

/** The order reads: one order (`/api/orders/12`, with or without a signed link) and My Orders. */
const ORDER_URL = '/api/orders';

const isOrder = (value: unknown): value is Order =>
  typeof value === 'object' && value !== null && 'driver' in value && 'statusHistory' in value;

/**
 * The order with the driver's new position, when `position` is that driver's and newer than
 * what the order shows (kept fixes arrive late, oldest first); the same order otherwise.
 */
export function withDriverPosition(order: Order, position: DriverPosition): Order {
  const driver = order.driver;
  if (!driver || driver.id !== position.driverId) return order;
  const seen = driver.lastSeenAt ? Date.parse(driver.lastSeenAt) : Number.NEGATIVE_INFINITY;
  if (position.at < seen) return order;
  return {
    ...order,
    driver: {
      ...driver,
      currentLocation: { lat: position.lat, lng: position.lng },
      lastSeenAt: new Date(position.at).toISOString(),
    },
  };
}

/**
 * A fix moves the driver on every cached read of their orders (the tracking page, My Orders),
 * without a request: fixes come every few seconds and the order itself has not changed.
 */
function moveDriver(queryClient: QueryClient, position: DriverPosition): void {
  const reads = queryClient.getQueriesData<unknown>({
    predicate: (query) => keyMatchesUrl(query.queryKey, ORDER_URL),
  });
  for (const [key, data] of reads) {
    if (isOrder(data)) {
      const moved = withDriverPosition(data, position);
      if (moved !== data) queryClient.setQueryData(key, moved);
    } else if (Array.isArray(data) && data.some(isOrder)) {
      const moved = data.map((order) =>
        isOrder(order) ? withDriverPosition(order, position) : order,
      );
      if (moved.some((order, i) => order !== data[i])) queryClient.setQueryData(key, moved);
    }
  }
}

const invalidateUrls = (queryClient: QueryClient, urls: readonly string[]) =>
  queryClient.invalidateQueries({
    predicate: (query) => urls.some((url) => keyMatchesUrl(query.queryKey, url)),
  });

/** Feeds one message from the gateway into the query cache. */
export function applyServerMessage(queryClient: QueryClient, message: ServerMessage): void {
  // The dispatch map keeps its own state from its topic; staff hear the same order changes on
  // `staff/orders`, so the cache needs nothing from it (and not 250 fixes a second).
  if ('topic' in message && message.topic === Topics.staffDispatch) return;
  switch (message.type) {
    case 'ordering-status':
      queryClient.setQueryData(orderingStatusQuery.queryKey, message.data);
      return;
    case 'catalog-changed':
      void invalidateUrls(
        queryClient,
        message.resources.flatMap((resource) => CATALOG_URLS[resource]),
      );
      return;
    case 'order-status':
    case 'order-estimate':
      // Heard on the order's, the customer's or the staff's topic: the order's page and the
      // order lists read it again, and the kitchen board that one order.
      void invalidateUrls(queryClient, ['/api/orders']);
      followBoardOrder(queryClient, message.orderId);
      return;
    case 'order-placed':
      followBoardOrder(queryClient, message.orderId);
      return;
    case 'order-driver':
      // A driver assigned, changed or removed: the order's page reads again for the name and
      // phone; the kitchen board shows who rides it.
      void invalidateUrls(queryClient, ['/api/orders', '/api/dispatch/drivers']);
      followBoardOrder(queryClient, message.orderId);
      return;
    case 'driver-jobs':
      // An offer came or went, or the kitchen moved one of this driver's orders.
      void invalidateUrls(queryClient, [
        DRIVER_JOBS_URL,
        '/api/driver/deliveries',
        '/api/driver/earnings',
      ]);
      return;
    case 'order-paid':
      // A paid food order lands in the board's New column; merchandise never reaches the kitchen.
      if (message.kind === 'food') followBoardOrder(queryClient, message.orderId);
      return;
    case 'notification':
      receiveNotification(queryClient, message.notification);
      return;
    case 'driver-position': {
      const { type: _type, topic: _topic, ...position } = message;
      moveDriver(queryClient, position);
      return;
    }
    default:
      return;
  }
}

/**
 * When a socket opens: the gateway does not replay what was sent while no socket listened (the
 * page's first second, or a drop), so everything it keeps current is fetched again.
 */
export function resyncLiveQueries(queryClient: QueryClient): Promise<void> {
  return invalidateUrls(queryClient, LIVE_URLS);
}
