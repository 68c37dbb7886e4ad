import { and, asc, eq } from 'drizzle-orm';
import { toEuros, type MerchandiseItem } from '@shop/contracts';
import type { Db } from '../../db/client';
import { merchandiseItems } from './merchandise.tables';

type MerchandiseRow = typeof merchandiseItems.$inferSelect;

export function toMerchandiseItem(row: MerchandiseRow): MerchandiseItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toEuros(row.priceCents),
    image: row.image,
    category: row.category,
    available: row.available,
  };
}

/** Items on sale, in the shop's order; a nameless or negatively priced row never shows. */
export async function listAvailableMerchandise(db: Db): Promise<MerchandiseItem[]> {
  const rows = await db
    .select()
    .from(merchandiseItems)
    .where(and(eq(merchandiseItems.available, true), eq(merchandiseItems.archived, false)))
    .orderBy(asc(merchandiseItems.sortOrder), asc(merchandiseItems.name));
  return rows.filter((r) => r.name.trim() !== '' && r.priceCents >= 0).map(toMerchandiseItem);
}
