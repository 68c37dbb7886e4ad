import { MERCHANDISE_TABS, type MerchandiseItem } from '@shop/contracts';
import { m } from '@/i18n/paraglide/messages';

export type MerchandiseTab = (typeof MERCHANDISE_TABS)[number];

const TAB_NAMES: Record<MerchandiseTab['value'], () => string> = {
  all: m.orders_merch_tabs_all,
  hoodies: m.orders_merch_tabs_hoodies,
  't-shirts': m.orders_merch_tabs_tShirts,
  sweatshirts: m.orders_merch_tabs_sweatshirts,
  accessories: m.orders_merch_tabs_accessories,
};

/** A tab's name in the shop's language: 'All Items', 'Hoodies', … */
export const tabName = (tab: MerchandiseTab): string => TAB_NAMES[tab.value]();

export function itemsForTab(items: readonly MerchandiseItem[], tab: MerchandiseTab) {
  const categories: readonly string[] | null = tab.categories;
  return categories ? items.filter((item) => categories.includes(item.category)) : [...items];
}

/** All Items, then each category tab that has something in it. */
export const visibleTabs = (items: readonly MerchandiseItem[]): MerchandiseTab[] =>
  MERCHANDISE_TABS.filter((tab) => itemsForTab(items, tab).length > 0);
