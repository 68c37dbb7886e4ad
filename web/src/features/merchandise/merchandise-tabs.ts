import { MERCHANDISE_TABS, type MerchandiseItem } from '@shop/contracts';

export type MerchandiseTab = (typeof MERCHANDISE_TABS)[number];

export function itemsForTab(items: readonly MerchandiseItem[], tab: MerchandiseTab) {
  const categories: readonly string[] | null = tab.categories;
  return categories ? items.filter((item) => categories.includes(item.category)) : [...items];
}

/** All Items, then each category tab that has something in it. */
export const visibleTabs = (items: readonly MerchandiseItem[]): MerchandiseTab[] =>
  MERCHANDISE_TABS.filter((tab) => itemsForTab(items, tab).length > 0);
