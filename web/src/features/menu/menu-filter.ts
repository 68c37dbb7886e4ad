import {
  isDisplayable,
  MAX_CATEGORY_BUTTONS,
  sortCategories,
  sortMenuItems,
  type Category,
  type MenuItem,
} from '@shop/contracts';

export type MenuFilter =
  | { kind: 'all' }
  | { kind: 'gluten-free' }
  | { kind: 'vegetarian' }
  | { kind: 'category'; categoryId: number };

export const ALL_ITEMS: MenuFilter = { kind: 'all' };

/**
 * The display rules applied again in the browser: the server already filters and sorts, but a
 * cached or older answer must still never show a hidden item or a different order.
 */
export function displayableMenu(items: readonly MenuItem[], categories: readonly Category[]) {
  return sortMenuItems(items.filter(isDisplayable), categories);
}

export function applyMenuFilter(items: readonly MenuItem[], filter: MenuFilter): MenuItem[] {
  switch (filter.kind) {
    case 'all':
      return [...items];
    case 'gluten-free':
      return items.filter((item) => item.isGlutenFree);
    case 'vegetarian':
      // Vegan dishes are vegetarian too.
      return items.filter((item) => item.isVegetarian || item.isVegan);
    case 'category':
      return items.filter((item) => item.categoryId === filter.categoryId);
  }
}

/** The category buttons: only categories with something to show, in menu order, at most 8. */
export function categoryButtons(
  categories: readonly Category[],
  displayable: readonly MenuItem[],
): Category[] {
  const used = new Set(displayable.map((item) => item.categoryId));
  return sortCategories(categories.filter((c) => used.has(c.id))).slice(0, MAX_CATEGORY_BUTTONS);
}

export function sameFilter(a: MenuFilter, b: MenuFilter): boolean {
  if (a.kind === 'category' && b.kind === 'category') return a.categoryId === b.categoryId;
  return a.kind === b.kind;
}
