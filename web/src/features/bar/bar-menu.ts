import type { Category, MenuItem } from '@shop/contracts';
import { displayableMenu } from '@/features/menu';

/** What a bar sells: the displayable menu items marked for the bar menu, in menu order. */
export function barMenuItems(items: readonly MenuItem[], categories: readonly Category[]) {
  return displayableMenu(items, categories).filter((item) => item.barMenu);
}
