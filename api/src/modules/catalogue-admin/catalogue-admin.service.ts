import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import {
  toCents,
  type AdminCategory,
  type AdminMenuItem,
  type AdminMenuQuery,
  type AdminMerchandiseItem,
  type AdminMerchandiseQuery,
  type BulkAvailability,
  type CategoryInput,
  type DeleteOutcome,
  type MenuItemInput,
  type MenuItemUpdate,
  type MerchandiseInput,
  API_MESSAGES,
  apiMessage,
} from '@shop/contracts';
import type { CatalogResource } from '@shop/contracts/events';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { badRequest, conflict, notFound } from '../../shared/errors/app-error';
import { recordEvent } from '../../shared/events/outbox';
import { recordAudit, type AuditEntry } from '../../shared/audit/audit-log';
import type { AuthContext } from '../../shared/http/auth-context';
import { categories, comboChoices, menuItems } from '../menu/menu.tables';
import { merchandiseItems } from '../merchandise/merchandise.tables';
import {
  findAdminMenuItem,
  findAdminMerchandise,
  menuItemColumns,
  merchandiseColumns,
  pageMenuItems,
  pageMerchandise,
  replaceOptions,
} from './catalogue-admin.repo';

export const MENU_ITEM_NOT_FOUND = API_MESSAGES.menu_item_not_found;
export const CATEGORY_NOT_FOUND = API_MESSAGES.category_not_found;
export const MERCHANDISE_NOT_FOUND = API_MESSAGES.merchandise_not_found;
export const CATEGORY_NAME_TAKEN = API_MESSAGES.category_name_taken;
export const UNKNOWN_CATEGORY = API_MESSAGES.unknown_category;
export const ARCHIVED_ITEM = API_MESSAGES.item_archived;

export interface CatalogueAdminDeps {
  db: Db;
  catalog: CatalogCache;
  kickRelay: () => void;
}

export function createCatalogueAdmin({ db, catalog, kickRelay }: CatalogueAdminDeps) {
  /**
   * Runs one back-office change: the change, its audit row and the catalog event commit
   * together; then this replica drops its cached bodies and the relay publishes the event.
   */
  async function change<T>(
    auth: AuthContext,
    resources: CatalogResource[],
    work: (tx: Tx) => Promise<{ result: T; audit: AuditEntry }>,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx);
      await recordAudit(tx, auth, done.audit);
      await recordEvent(tx, { name: 'catalog.changed', version: 1, data: { resources } });
      return done.result;
    });
    catalog.invalidate(resources);
    kickRelay();
    return result;
  }

  async function lockMenuItem(tx: Tx, id: number): Promise<AdminMenuItem> {
    await tx.execute(sql`select 1 from menu_items where id = ${id} for update`);
    const item = await findAdminMenuItem(tx, id);
    if (!item) throw notFound('menu_item_not_found');
    return item;
  }

  async function assertCategory(tx: Tx, id: number): Promise<void> {
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row) {
      throw badRequest('unknown_category');
    }
  }

  async function lockMerchandise(tx: Tx, id: number): Promise<AdminMerchandiseItem> {
    await tx.execute(sql`select 1 from merchandise_items where id = ${id} for update`);
    const item = await findAdminMerchandise(tx, id);
    if (!item) throw notFound('merchandise_not_found');
    return item;
  }

  /** Menu items and merchandise are sold the same way: on and off sale, deleted or archived. */
  interface Sellable {
    table: typeof menuItems | typeof merchandiseItems;
    resources: CatalogResource[];
    section: 'menu' | 'merchandise';
    entityType: 'menu-item' | 'merchandise';
    /** What archiving sets: off sale (and, for the menu, off the featured list). */
    archived: { archived: true; available: false; featured?: false };
    lock: (tx: Tx, id: number) => Promise<{ ordered: boolean }>;
    find: (tx: Tx, id: number) => Promise<unknown>;
  }
  const MENU: Sellable = {
    table: menuItems,
    resources: ['menu'],
    section: 'menu',
    entityType: 'menu-item',
    archived: { archived: true, available: false, featured: false },
    lock: lockMenuItem,
    find: findAdminMenuItem,
  };
  const MERCHANDISE: Sellable = {
    table: merchandiseItems,
    resources: ['merchandise'],
    section: 'merchandise',
    entityType: 'merchandise',
    archived: { archived: true, available: false },
    lock: lockMerchandise,
    find: findAdminMerchandise,
  };

  const removeOrArchive = (auth: AuthContext, kind: Sellable, id: number) =>
    change<DeleteOutcome>(auth, kind.resources, async (tx) => {
      // Both tables have the same id, available and archived columns.
      const table = kind.table as typeof menuItems;
      const entry = { section: kind.section, entityType: kind.entityType, entityId: id };
      const before = await kind.lock(tx, id);
      if (before.ordered) {
        await tx.update(table).set(kind.archived).where(eq(table.id, id));
        return {
          result: { outcome: 'archived' as const },
          audit: {
            ...entry,
            action: `${kind.entityType}.archived`,
            before,
            after: await kind.find(tx, id),
          },
        };
      }
      await tx.delete(table).where(eq(table.id, id));
      return {
        result: { outcome: 'deleted' as const },
        audit: { ...entry, action: `${kind.entityType}.deleted`, before },
      };
    });

  const setAvailability = (
    auth: AuthContext,
    kind: Sellable,
    { ids, available }: BulkAvailability,
  ) =>
    change(auth, kind.resources, async (tx) => {
      const table = kind.table as typeof menuItems;
      const rows = await tx
        .select({ id: table.id, available: table.available })
        .from(table)
        .where(and(inArray(table.id, ids), eq(table.archived, false)))
        .for('update');
      if (rows.length !== new Set(ids).size) {
        throw notFound('items_missing');
      }
      await tx.update(table).set({ available }).where(inArray(table.id, ids));
      return {
        result: { updated: rows.length },
        audit: {
          section: kind.section,
          action: `${kind.entityType}.${available ? 'made-available' : 'made-unavailable'}`,
          entityType: kind.entityType,
          entityId: null,
          before: rows,
          after: rows.map((r) => ({ id: r.id, available })),
        },
      };
    });

  return {
    /* Menu items */

    listMenuItems: (query: AdminMenuQuery) => pageMenuItems(db, query),

    async menuItem(id: number): Promise<AdminMenuItem> {
      const item = await findAdminMenuItem(db, id);
      if (!item) throw notFound('menu_item_not_found');
      return item;
    },

    /** Every combo choice, on sale or not, for the combo options of the item form. */
    comboChoices: () =>
      db
        .select()
        .from(comboChoices)
        .orderBy(asc(comboChoices.kind), asc(comboChoices.sortOrder), asc(comboChoices.name)),

    createMenuItem: (auth: AuthContext, input: MenuItemInput) =>
      change(auth, ['menu'], async (tx) => {
        await assertCategory(tx, input.categoryId);
        const [row] = await tx
          .insert(menuItems)
          .values(menuItemColumns(input))
          .returning({ id: menuItems.id });
        await replaceOptions(tx, row!.id, input.options);
        const after = (await findAdminMenuItem(tx, row!.id))!;
        return {
          result: after,
          audit: {
            section: 'menu',
            action: 'menu-item.created',
            entityType: 'menu-item',
            entityId: after.id,
            after,
          },
        };
      }),

    updateMenuItem: (auth: AuthContext, id: number, input: MenuItemInput) =>
      change(auth, ['menu'], async (tx) => {
        const before = await lockMenuItem(tx, id);
        if (before.archived && input.available) throw conflict('item_archived');
        await assertCategory(tx, input.categoryId);
        await tx.update(menuItems).set(menuItemColumns(input)).where(eq(menuItems.id, id));
        await replaceOptions(tx, id, input.options);
        const after = (await findAdminMenuItem(tx, id))!;
        return {
          result: after,
          audit: {
            section: 'menu',
            action: 'menu-item.updated',
            entityType: 'menu-item',
            entityId: id,
            before,
            after,
          },
        };
      }),

    /** The quick switches: on sale, featured, price. */
    patchMenuItem: (auth: AuthContext, id: number, update: MenuItemUpdate) =>
      change(auth, ['menu'], async (tx) => {
        const before = await lockMenuItem(tx, id);
        if (before.archived && update.available) throw conflict('item_archived');
        await tx
          .update(menuItems)
          .set({
            ...(update.available !== undefined ? { available: update.available } : {}),
            ...(update.featured !== undefined ? { featured: update.featured } : {}),
            ...(update.price !== undefined ? { priceCents: toCents(update.price) } : {}),
          })
          .where(eq(menuItems.id, id));
        const after = (await findAdminMenuItem(tx, id))!;
        return {
          result: after,
          audit: {
            section: 'menu',
            action: 'menu-item.updated',
            entityType: 'menu-item',
            entityId: id,
            before,
            after,
          },
        };
      }),

    /** Deletes an item never ordered; one that old orders name is archived instead. */
    deleteMenuItem: (auth: AuthContext, id: number) => removeOrArchive(auth, MENU, id),

    /** "Sold out tonight": several items on or off sale at once; archived ones stay off. */
    setMenuAvailability: (auth: AuthContext, body: BulkAvailability) =>
      setAvailability(auth, MENU, body),

    /* Categories */

    async listCategories(): Promise<AdminCategory[]> {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          sortOrder: categories.sortOrder,
          itemCount: count(menuItems.id),
        })
        .from(categories)
        .leftJoin(
          menuItems,
          and(eq(menuItems.categoryId, categories.id), eq(menuItems.archived, false)),
        )
        .groupBy(categories.id)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    createCategory: (auth: AuthContext, input: CategoryInput) =>
      change(auth, ['categories', 'menu'], async (tx) => {
        const [last] = await tx.select({ top: max(categories.sortOrder) }).from(categories);
        const row = await tx
          .insert(categories)
          .values({ name: input.name, sortOrder: (last?.top ?? 0) + 1 })
          .onConflictDoNothing()
          .returning();
        if (!row[0]) throw conflict('category_name_taken');
        return {
          result: { ...row[0], itemCount: 0 },
          audit: {
            section: 'categories',
            action: 'category.created',
            entityType: 'category',
            entityId: row[0].id,
            after: row[0],
          },
        };
      }),

    renameCategory: async (auth: AuthContext, id: number, input: CategoryInput) => {
      try {
        return await change(auth, ['categories', 'menu'], async (tx) => {
          const [before] = await tx
            .select()
            .from(categories)
            .where(eq(categories.id, id))
            .for('update');
          if (!before) throw notFound('category_not_found');
          const [after] = await tx
            .update(categories)
            .set({ name: input.name })
            .where(eq(categories.id, id))
            .returning();
          return {
            result: after!,
            audit: {
              section: 'categories',
              action: 'category.updated',
              entityType: 'category',
              entityId: id,
              before,
              after,
            },
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('category_name_taken');
        throw error;
      }
    },

    /** A category that still holds items (archived ones too) cannot go: they need a category. */
    deleteCategory: (auth: AuthContext, id: number) =>
      change(auth, ['categories', 'menu'], async (tx) => {
        const [before] = await tx
          .select()
          .from(categories)
          .where(eq(categories.id, id))
          .for('update');
        if (!before) throw notFound('category_not_found');
        const [held] = await tx
          .select({ n: count() })
          .from(menuItems)
          .where(eq(menuItems.categoryId, id));
        if ((held?.n ?? 0) > 0) {
          throw conflict(apiMessage('category_not_empty', { count: held!.n }));
        }
        await tx.delete(categories).where(eq(categories.id, id));
        return {
          result: { outcome: 'deleted' as const },
          audit: {
            section: 'categories',
            action: 'category.deleted',
            entityType: 'category',
            entityId: id,
            before,
          },
        };
      }),

    /** Puts every category in the order given; the list must name each one exactly once. */
    reorderCategories: (auth: AuthContext, ids: number[]) =>
      change(auth, ['categories', 'menu'], async (tx) => {
        const before = await tx
          .select({ id: categories.id, sortOrder: categories.sortOrder })
          .from(categories)
          .orderBy(asc(categories.sortOrder), asc(categories.name))
          .for('update');
        assertSameSet(
          before.map((c) => c.id),
          ids,
        );
        for (const [index, id] of ids.entries()) {
          await tx
            .update(categories)
            .set({ sortOrder: index + 1 })
            .where(eq(categories.id, id));
        }
        return {
          result: { updated: ids.length },
          audit: {
            section: 'categories',
            action: 'category.reordered',
            entityType: 'category',
            before: before.map((c) => c.id),
            after: ids,
          },
        };
      }),

    /* Merchandise */

    listMerchandise: (query: AdminMerchandiseQuery) => pageMerchandise(db, query),

    async merchandiseItem(id: number): Promise<AdminMerchandiseItem> {
      const item = await findAdminMerchandise(db, id);
      if (!item) throw notFound('merchandise_not_found');
      return item;
    },

    createMerchandise: (auth: AuthContext, input: MerchandiseInput) =>
      change(auth, ['merchandise'], async (tx) => {
        const [last] = await tx
          .select({ top: max(merchandiseItems.sortOrder) })
          .from(merchandiseItems);
        const [row] = await tx
          .insert(merchandiseItems)
          .values({ ...merchandiseColumns(input), sortOrder: (last?.top ?? 0) + 1 })
          .returning({ id: merchandiseItems.id });
        const after = (await findAdminMerchandise(tx, row!.id))!;
        return {
          result: after,
          audit: {
            section: 'merchandise',
            action: 'merchandise.created',
            entityType: 'merchandise',
            entityId: after.id,
            after,
          },
        };
      }),

    updateMerchandise: (auth: AuthContext, id: number, input: MerchandiseInput) =>
      change(auth, ['merchandise'], async (tx) => {
        const before = await lockMerchandise(tx, id);
        if (before.archived && input.available) throw conflict('item_archived');
        await tx
          .update(merchandiseItems)
          .set(merchandiseColumns(input))
          .where(eq(merchandiseItems.id, id));
        const after = (await findAdminMerchandise(tx, id))!;
        return {
          result: after,
          audit: {
            section: 'merchandise',
            action: 'merchandise.updated',
            entityType: 'merchandise',
            entityId: id,
            before,
            after,
          },
        };
      }),

    deleteMerchandise: (auth: AuthContext, id: number) => removeOrArchive(auth, MERCHANDISE, id),

    setMerchandiseAvailability: (auth: AuthContext, body: BulkAvailability) =>
      setAvailability(auth, MERCHANDISE, body),

    /** The shop's order of the merchandise not archived; the list names each item once. */
    reorderMerchandise: (auth: AuthContext, ids: number[]) =>
      change(auth, ['merchandise'], async (tx) => {
        const before = await tx
          .select({ id: merchandiseItems.id })
          .from(merchandiseItems)
          .where(eq(merchandiseItems.archived, false))
          .orderBy(asc(merchandiseItems.sortOrder), asc(merchandiseItems.name))
          .for('update');
        assertSameSet(
          before.map((m) => m.id),
          ids,
        );
        for (const [index, id] of ids.entries()) {
          await tx
            .update(merchandiseItems)
            .set({ sortOrder: index + 1 })
            .where(eq(merchandiseItems.id, id));
        }
        return {
          result: { updated: ids.length },
          audit: {
            section: 'merchandise',
            action: 'merchandise.reordered',
            entityType: 'merchandise',
            before: before.map((m) => m.id),
            after: ids,
          },
        };
      }),
  };
}

function assertSameSet(current: number[], given: number[]): void {
  const known = new Set(current);
  if (given.length !== known.size || !given.every((id) => known.has(id))) {
    throw conflict('list_changed');
  }
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
