import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  max,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import {
  toCents,
  type AdminMerchandiseItem,
  type AdminMerchandiseQuery,
  type MerchandiseInput,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { toMerchandiseItem } from './merchandise.repo';
import { merchandiseItems } from './merchandise.tables';

/**
 * Whether any merchandise order has a line of the item in `itemId` (a column of the caller's
 * query), as a condition inside that query; the orders module answers it (`merchandiseOrdered`).
 */
export type MerchandiseOrdered = (db: Db | Tx, itemId: AnyColumn) => SQL<boolean>;

const MERCHANDISE_SORT_COLUMNS = {
  sortOrder: merchandiseItems.sortOrder,
  name: merchandiseItems.name,
  price: merchandiseItems.priceCents,
  category: merchandiseItems.category,
  available: merchandiseItems.available,
} as const;

type MerchandiseRow = typeof merchandiseItems.$inferSelect;

function toAdminMerchandise(row: MerchandiseRow, ordered: boolean): AdminMerchandiseItem {
  return { ...toMerchandiseItem(row), sortOrder: row.sortOrder, archived: row.archived, ordered };
}

function merchandiseColumns(input: MerchandiseInput) {
  return {
    name: input.name,
    description: input.description,
    priceCents: toCents(input.price),
    image: input.image,
    category: input.category,
    available: input.available,
  };
}

/**
 * The back office's reads and writes of the merchandise items. The caller runs the writes in
 * its transaction (`tx`), with its audit row and catalog event; whether orders name an item is
 * `ordered`, the orders module's answer.
 */
export function createMerchandiseAdmin(ordered: MerchandiseOrdered) {
  async function find(db: Db | Tx, id: number): Promise<AdminMerchandiseItem | null> {
    const [row] = await db
      .select({ item: merchandiseItems, ordered: ordered(db, merchandiseItems.id) })
      .from(merchandiseItems)
      .where(eq(merchandiseItems.id, id));
    return row ? toAdminMerchandise(row.item, row.ordered) : null;
  }

  return {
    /** One page of the back office's merchandise table, and how many match in all. */
    async page(
      db: Db,
      query: AdminMerchandiseQuery,
    ): Promise<{ items: AdminMerchandiseItem[]; total: number }> {
      const conditions: SQL[] = [eq(merchandiseItems.archived, query.archived ?? false)];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(
          or(ilike(merchandiseItems.name, pattern), ilike(merchandiseItems.description, pattern))!,
        );
      }
      if (query.category) conditions.push(eq(merchandiseItems.category, query.category));
      const where = and(...conditions);
      const direction = query.dir === 'desc' ? desc : asc;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ item: merchandiseItems, ordered: ordered(db, merchandiseItems.id) })
          .from(merchandiseItems)
          .where(where)
          .orderBy(
            direction(MERCHANDISE_SORT_COLUMNS[query.sort]),
            asc(merchandiseItems.name),
            asc(merchandiseItems.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(merchandiseItems)
          .where(where),
      ]);
      return {
        items: rows.map((r) => toAdminMerchandise(r.item, r.ordered)),
        total: counted?.total ?? 0,
      };
    },

    /** An item as the back office shows it, archived ones too; null if there is none. */
    find,

    /** Locks the item's row until the transaction ends, then reads it; null if there is none. */
    async lock(tx: Tx, id: number): Promise<AdminMerchandiseItem | null> {
      await tx.execute(sql`select 1 from merchandise_items where id = ${id} for update`);
      return find(tx, id);
    },

    /** Adds an item at the end of the shop's order; answers its id. */
    async create(tx: Tx, input: MerchandiseInput): Promise<number> {
      const [last] = await tx
        .select({ top: max(merchandiseItems.sortOrder) })
        .from(merchandiseItems);
      const [row] = await tx
        .insert(merchandiseItems)
        .values({ ...merchandiseColumns(input), sortOrder: (last?.top ?? 0) + 1 })
        .returning({ id: merchandiseItems.id });
      return row!.id;
    },

    /** Gives the item the input's columns; its place in the shop's order stays. */
    async update(tx: Tx, id: number, input: MerchandiseInput): Promise<void> {
      await tx
        .update(merchandiseItems)
        .set(merchandiseColumns(input))
        .where(eq(merchandiseItems.id, id));
    },

    /** Off the shop for good: off sale, kept for old orders. */
    async archive(tx: Tx, id: number): Promise<void> {
      await tx
        .update(merchandiseItems)
        .set({ archived: true, available: false })
        .where(eq(merchandiseItems.id, id));
    },

    async remove(tx: Tx, id: number): Promise<void> {
      await tx.delete(merchandiseItems).where(eq(merchandiseItems.id, id));
    },

    /** Locks those of the items that are not archived; answers whether each is on sale. */
    lockNotArchived(tx: Tx, ids: number[]): Promise<{ id: number; available: boolean }[]> {
      return tx
        .select({ id: merchandiseItems.id, available: merchandiseItems.available })
        .from(merchandiseItems)
        .where(and(inArray(merchandiseItems.id, ids), eq(merchandiseItems.archived, false)))
        .for('update');
    },

    /** Puts the items on or off sale. */
    async setAvailable(tx: Tx, ids: number[], available: boolean): Promise<void> {
      await tx.update(merchandiseItems).set({ available }).where(inArray(merchandiseItems.id, ids));
    },

    /** Locks the items not archived, and answers their ids in the shop's order. */
    lockOrder(tx: Tx): Promise<{ id: number }[]> {
      return tx
        .select({ id: merchandiseItems.id })
        .from(merchandiseItems)
        .where(eq(merchandiseItems.archived, false))
        .orderBy(asc(merchandiseItems.sortOrder), asc(merchandiseItems.name))
        .for('update');
    },

    /** Puts the items in the order of `ids`, one update each. */
    async setOrder(tx: Tx, ids: number[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(merchandiseItems)
          .set({ sortOrder: index + 1 })
          .where(eq(merchandiseItems.id, id));
      }
    },
  };
}

export type MerchandiseAdmin = ReturnType<typeof createMerchandiseAdmin>;
