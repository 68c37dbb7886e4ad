import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_PRICING_FEES,
  type PageTexts,
  type PricingFees,
  type Review,
  type Settings,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { pageTexts, reviews, settings } from './content.tables';

/** Every page's texts, key → text, by page. */
export async function listAllPageTexts(db: Db): Promise<Map<string, PageTexts>> {
  const rows = await db
    .select({ page: pageTexts.page, key: pageTexts.key, text: pageTexts.text })
    .from(pageTexts)
    .orderBy(asc(pageTexts.page), asc(pageTexts.key));
  const pages = new Map<string, PageTexts>();
  for (const row of rows) {
    const texts = pages.get(row.page) ?? {};
    texts[row.key] = row.text;
    pages.set(row.page, texts);
  }
  return pages;
}

export async function readPageTexts(db: Db | Tx, page: string): Promise<PageTexts> {
  const rows = await db
    .select({ key: pageTexts.key, text: pageTexts.text })
    .from(pageTexts)
    .where(eq(pageTexts.page, page))
    .orderBy(asc(pageTexts.key));
  return Object.fromEntries(rows.map((r) => [r.key, r.text]));
}

/** Sets the given texts of a page; texts not named keep their value. */
export async function upsertPageTexts(tx: Tx, page: string, texts: PageTexts): Promise<void> {
  const rows = Object.entries(texts).map(([key, text]) => ({ page, key, text }));
  await tx
    .insert(pageTexts)
    .values(rows)
    .onConflictDoUpdate({
      target: [pageTexts.page, pageTexts.key],
      set: { text: sql`excluded.text`, updatedAt: sql`now()` },
    });
}

/** The home page shows a handful; the newest this many are plenty. */
export const REVIEWS_SHOWN = 50;

export async function listReviews(db: Db): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(gte(reviews.rating, 1), lte(reviews.rating, 5)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    customer_name: r.customerName,
    rating: r.rating,
    review_text: r.reviewText,
    source: r.source,
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * The pricing fees from the catalogue's cache (decision 0058): dropped by a change to the
 * settings on this replica at once, on the others when its event arrives.
 */
export function cachedPricingFees(catalog: CatalogCache, db: Db): () => Promise<PricingFees> {
  return catalog.reader('settings', () => readPricingFees(db));
}

/** The fees every food order is priced with, as the public settings show them. */
export async function readPricingFees(db: Db | Tx): Promise<PricingFees> {
  const [row] = await db
    .select({
      serviceFeeBasisPoints: settings.serviceFeeBasisPoints,
      expressFeeCents: settings.expressFeeCents,
    })
    .from(settings)
    .where(eq(settings.id, 1));
  return row ?? DEFAULT_PRICING_FEES;
}

/** The shop's settings; empty until an admin fills them in (the web then uses its defaults). */
export async function readSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return {
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    openingHours: row?.openingHours ?? '',
    fees: {
      serviceFeeBasisPoints:
        row?.serviceFeeBasisPoints ?? DEFAULT_PRICING_FEES.serviceFeeBasisPoints,
      expressFeeCents: row?.expressFeeCents ?? DEFAULT_PRICING_FEES.expressFeeCents,
    },
  };
}
