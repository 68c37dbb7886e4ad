import type { Category, MenuItem } from './menu.schema';

/**
 * A number, or null when the value is not one. Old data could carry prices and quantities as
 * text ('4.50', as PostgreSQL numerics arrive); blank text, null and booleans are not numbers.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** In totals a non-numeric price counts as 0. */
export function numericPrice(price: unknown): number {
  return parseNumber(price) ?? 0;
}

/** Non-numeric quantities count as 1. */
export function numericQuantity(quantity: unknown): number {
  return parseNumber(quantity) ?? 1;
}

/** An item shows only if it is available, has a name and a price that is a number of at least 0. */
export function isDisplayable(
  item: Pick<MenuItem, 'available' | 'name'> & { price: unknown },
): boolean {
  if (item.available !== true) return false;
  if (typeof item.name !== 'string' || item.name.trim() === '') return false;
  const price = parseNumber(item.price);
  return price !== null && price >= 0;
}

const CATEGORY_PRIORITY = ['sandwiches', 'drinks'];

function categoryRank(name: string | undefined): number {
  const index = CATEGORY_PRIORITY.indexOf((name ?? '').trim().toLowerCase());
  return index === -1 ? CATEGORY_PRIORITY.length : index;
}

/** Menu ordering: Sandwiches first, then Drinks, then category sortOrder, then item name. */
export function sortMenuItems<T extends Pick<MenuItem, 'name' | 'categoryId'>>(
  items: readonly T[],
  categories: readonly Category[],
): T[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return [...items].sort((a, b) => {
    const ca = byId.get(a.categoryId);
    const cb = byId.get(b.categoryId);
    return (
      categoryRank(ca?.name) - categoryRank(cb?.name) ||
      (ca?.sortOrder ?? Number.MAX_SAFE_INTEGER) - (cb?.sortOrder ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name)
    );
  });
}

/** Categories in the same order as their items: Sandwiches, Drinks, then sortOrder, then name. */
export function sortCategories(categories: readonly Category[]): Category[] {
  return [...categories].sort(
    (a, b) =>
      categoryRank(a.name) - categoryRank(b.name) ||
      a.sortOrder - b.sortOrder ||
      a.name.localeCompare(b.name),
  );
}

/** The menu page shows at most this many category buttons. */
export const MAX_CATEGORY_BUTTONS = 8;

/** Drinks that cost extra in a combo, with their surcharge in euros. */
export const DEFAULT_COMBO_DRINK_SURCHARGES: Readonly<Record<string, number>> = {
  Beer: 1,
  'Red Bull': 1,
};
