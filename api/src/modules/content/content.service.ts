import type { PageTexts } from '@shop/contracts';
import type { Db } from '../../db/client';
import { serializeBody, type CachedBody } from '../../shared/cache/cached-json';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { recordEvent } from '../../shared/events/outbox';
import {
  listAllPageTexts,
  listReviews,
  readPageTexts,
  readSettings,
  upsertPageTexts,
} from './content.repo';

/** A page without texts answers an empty map, so the web shows its built-in fallback texts. */
const NO_TEXTS: CachedBody = serializeBody({});

export interface ContentServiceDeps {
  db: Db;
  catalog: CatalogCache;
  kickRelay: () => void;
}

export function createContentService({ db, catalog, kickRelay }: ContentServiceDeps) {
  const pages = catalog.jsonMap('page-texts', () => listAllPageTexts(db));

  return {
    reviews: catalog.json('reviews', () => listReviews(db)),
    settings: catalog.json('settings', () => readSettings(db)),

    async pageTextsBody(page: string): Promise<CachedBody> {
      return (await pages.get(page)) ?? NO_TEXTS;
    },

    /** An admin sets some texts of a page; answers all of the page's texts. */
    async updatePageTexts(page: string, texts: PageTexts): Promise<PageTexts> {
      const result = await db.transaction(async (tx) => {
        await upsertPageTexts(tx, page, texts);
        await recordEvent(tx, {
          name: 'catalog.changed',
          version: 1,
          data: { resources: ['page-texts'] },
        });
        return readPageTexts(tx, page);
      });
      catalog.invalidate(['page-texts']);
      kickRelay();
      return result;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
