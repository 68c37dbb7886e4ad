import { Button, Tooltip } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { numericPrice, type MenuItem } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { notify } from '@/lib/notify';

export const COMBO_SOON_TOOLTIP = 'Combo meals can be ordered online soon';

export function addMenuItemToCart(item: MenuItem) {
  cartStore.add({
    id: item.id,
    name: item.name,
    price: numericPrice(item.price),
    image: item.image,
    categoryId: item.categoryId,
    taxRate: item.taxRate,
  });
  notify.success('Added to cart', item.name);
}

export function AddToCartButton({ item }: { item: MenuItem }) {
  if (item.isComboMeal) {
    // The combo customiser is not available yet; the button explains that instead of acting.
    return (
      <Tooltip label={COMBO_SOON_TOOLTIP} withArrow>
        <Button
          variant="light"
          leftSection={<IconSettings size={16} />}
          data-disabled
          aria-disabled
          aria-label={`Customise ${item.name}`}
          onClick={(event) => event.preventDefault()}
        >
          Customise
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      leftSection={<IconPlus size={16} />}
      aria-label={`Add ${item.name} to cart`}
      onClick={() => addMenuItemToCart(item)}
    >
      Add
    </Button>
  );
}
