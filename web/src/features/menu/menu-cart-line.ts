import { numericPrice, type MenuItem, type MenuItemOption } from '@shop/contracts';
import type { NewCartItem } from '@/features/cart';

/** A menu item (not a combo) with the extras chosen, as a cart line priced by the menu. */
export function menuCartLine(item: MenuItem, options: readonly MenuItemOption[] = []): NewCartItem {
  return {
    id: item.id,
    name: item.name,
    price: numericPrice(item.price),
    image: item.image,
    categoryId: item.categoryId,
    taxRate: item.taxRate,
    ...(options.length > 0
      ? {
          selectedOptions: options.map(({ id, name, value, priceAdd }) => ({
            id,
            name,
            value,
            priceAdd,
          })),
        }
      : {}),
  };
}
