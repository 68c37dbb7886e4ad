import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchandiseItems } from './merchandise.tables';

/** Current database prices of the given merchandise, available items only. */
export async function availableMerchandise(
  db: Db,
  ids: number[],
): Promise<Map<number, { name: string; priceCents: number }>> {
  const rows = await db
    .select({
      id: merchandiseItems.id,
      name: merchandiseItems.name,
      priceCents: merchandiseItems.priceCents,
      available: merchandiseItems.available,
    })
    .from(merchandiseItems)
    .where(inArray(merchandiseItems.id, ids));
  return new Map(rows.filter((r) => r.available).map((r) => [r.id, r]));
}
