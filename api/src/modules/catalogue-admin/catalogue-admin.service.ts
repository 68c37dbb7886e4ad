import {
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
import type { MenuAdmin } from '../menu';
import type { MerchandiseAdmin } from '../merchandise';

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

/** The menu's and the merchandise's own edits of their rows, which the back office orders. */
export interface CatalogueOwners {
  menu: MenuAdmin;
  merchandise: MerchandiseAdmin;
}

export function createCatalogueAdmin({
  db,
  catalog,
  kickRelay,
  menu,
  merchandise,
}: CatalogueAdminDeps & CatalogueOwners) {
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
    const item = await menu.lock(tx, id);
    if (!item) throw notFound('menu_item_not_found');
    return item;
  }

  async function assertCategory(tx: Tx, id: number): Promise<void> {
    if (!(await menu.categoryExists(tx, id))) {
      throw badRequest('unknown_category');
    }
  }

  async function lockMerchandise(tx: Tx, id: number): Promise<AdminMerchandiseItem> {
    const item = await merchandise.lock(tx, id);
    if (!item) throw notFound('merchandise_not_found');
    return item;
  }

  /** Menu items and merchandise are sold the same way: on and off sale, deleted or archived. */
  interface Sellable {
    /** The owner's edits of its items' rows. */
    rows: MenuAdmin | MerchandiseAdmin;
    resources: CatalogResource[];
    section: 'menu' | 'merchandise';
    entityType: 'menu-item' | 'merchandise';
    lock: (tx: Tx, id: number) => Promise<{ ordered: boolean }>;
  }
  const MENU: Sellable = {
    rows: menu,
    resources: ['menu'],
    section: 'menu',
    entityType: 'menu-item',
    lock: lockMenuItem,
  };
  const MERCHANDISE: Sellable = {
    rows: merchandise,
    resources: ['merchandise'],
    section: 'merchandise',
    entityType: 'merchandise',
    lock: lockMerchandise,
  };

  const removeOrArchive = (auth: AuthContext, kind: Sellable, id: number) =>
    change<DeleteOutcome>(auth, kind.resources, async (tx) => {
      const entry = { section: kind.section, entityType: kind.entityType, entityId: id };
      const before = await kind.lock(tx, id);
      if (before.ordered) {
        // Off sale (and, for the menu, off the featured list), kept for old orders.
        await kind.rows.archive(tx, id);
        return {
          result: { outcome: 'archived' as const },
          audit: {
            ...entry,
            action: `${kind.entityType}.archived`,
            before,
            after: await kind.rows.find(tx, id),
          },
        };
      }
      await kind.rows.remove(tx, id);
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
      const rows = await kind.rows.lockNotArchived(tx, ids);
      if (rows.length !== new Set(ids).size) {
        throw notFound('items_missing');
      }
      await kind.rows.setAvailable(tx, ids, available);
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

    listMenuItems: (query: AdminMenuQuery) => menu.page(db, query),

    async menuItem(id: number): Promise<AdminMenuItem> {
      const item = await menu.find(db, id);
      if (!item) throw notFound('menu_item_not_found');
      return item;
    },

    /** Every combo choice, on sale or not, for the combo options of the item form. */
    comboChoices: () => menu.comboChoices(db),

    createMenuItem: (auth: AuthContext, input: MenuItemInput) =>
      change(auth, ['menu'], async (tx) => {
        await assertCategory(tx, input.categoryId);
        const id = await menu.create(tx, input);
        const after = (await menu.find(tx, id))!;
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
        await menu.update(tx, id, input);
        const after = (await menu.find(tx, id))!;
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
        await menu.patch(tx, id, update);
        const after = (await menu.find(tx, id))!;
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

    listCategories: (): Promise<AdminCategory[]> => menu.categories(db),

    createCategory: (auth: AuthContext, input: CategoryInput) =>
      change(auth, ['categories', 'menu'], async (tx) => {
        const row = await menu.createCategory(tx, input.name);
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
          const before = await menu.lockCategory(tx, id);
          if (!before) throw notFound('category_not_found');
          const after = await menu.renameCategory(tx, id, input.name);
          return {
            result: after,
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
        const before = await menu.lockCategory(tx, id);
        if (!before) throw notFound('category_not_found');
        const held = await menu.countItemsOfCategory(tx, id);
        if ((held?.n ?? 0) > 0) {
          throw conflict(apiMessage('category_not_empty', { count: held!.n }));
        }
        await menu.deleteCategory(tx, id);
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
        const before = await menu.lockCategoryOrder(tx);
        assertSameSet(
          before.map((c) => c.id),
          ids,
        );
        await menu.setCategoryOrder(tx, ids);
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

    listMerchandise: (query: AdminMerchandiseQuery) => merchandise.page(db, query),

    async merchandiseItem(id: number): Promise<AdminMerchandiseItem> {
      const item = await merchandise.find(db, id);
      if (!item) throw notFound('merchandise_not_found');
      return item;
    },

    createMerchandise: (auth: AuthContext, input: MerchandiseInput) =>
      change(auth, ['merchandise'], async (tx) => {
        const id = await merchandise.create(tx, input);
        const after = (await merchandise.find(tx, id))!;
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
        await merchandise.update(tx, id, input);
        const after = (await merchandise.find(tx, id))!;
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
        const before = await merchandise.lockOrder(tx);
        assertSameSet(
          before.map((m) => m.id),
          ids,
        );
        await merchandise.setOrder(tx, ids);
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
