import type { Db } from '../../db/client';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { listAvailableMerchandise } from './merchandise.repo';

export function createMerchandiseService({ db, catalog }: { db: Db; catalog: CatalogCache }) {
  return {
    items: catalog.json('merchandise', () => listAvailableMerchandise(db)),
  };
}

export type MerchandiseService = ReturnType<typeof createMerchandiseService>;
