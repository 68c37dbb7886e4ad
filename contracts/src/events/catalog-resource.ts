import { z } from 'zod';

/**
 * Which public read models changed, so every api replica drops its cached bodies. A module of
 * its own: the browser's live messages name it, and importing it from the events' module built
 * every domain event's schema (receipts included) in the browser as the socket connected.
 */
export const CatalogResource = z.enum([
  'menu',
  'categories',
  'combo',
  'merchandise',
  'page-texts',
  'reviews',
  'settings',
  'zones',
]);
export type CatalogResource = z.infer<typeof CatalogResource>;
