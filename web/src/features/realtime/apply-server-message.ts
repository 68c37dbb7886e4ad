import type { QueryClient } from '@tanstack/react-query';
import type { CatalogResource } from '@shop/contracts/events';
import type { ServerMessage } from '@shop/contracts/realtime';
import { orderingStatusQuery } from '@/features/content/api';
import { receiveNotification } from '@/features/notifications/api';
import { keyMatchesUrl } from '@/lib/query-keys';

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

/** The kitchen board's read (GET /api/kitchen/orders); every order message moves it. */
export const KITCHEN_BOARD_URL = '/api/kitchen/orders';

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

const invalidateUrls = (queryClient: QueryClient, urls: readonly string[]) =>
  queryClient.invalidateQueries({
    predicate: (query) => urls.some((url) => keyMatchesUrl(query.queryKey, url)),
  });

/** Feeds one message from the gateway into the query cache. */
export function applyServerMessage(queryClient: QueryClient, message: ServerMessage): void {
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
      // Heard on the order's, the customer's or the staff's topic: the order's page, the order
      // lists and the kitchen board read it again.
      void invalidateUrls(queryClient, ['/api/orders', KITCHEN_BOARD_URL]);
      return;
    case 'order-placed':
      void invalidateUrls(queryClient, [KITCHEN_BOARD_URL]);
      return;
    case 'order-driver':
      // The order's page shows its driver; the kitchen board shows who rides it.
      void invalidateUrls(queryClient, ['/api/orders', KITCHEN_BOARD_URL, '/api/dispatch/drivers']);
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
      if (message.kind === 'food') void invalidateUrls(queryClient, [KITCHEN_BOARD_URL]);
      return;
    case 'notification':
      receiveNotification(queryClient, message.notification);
      return;
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
