import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { numericPrice, type MenuItem } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { ComboCustomiser } from '@/features/combo/combo-customiser';
import { notify } from '@/lib/notify';

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
  const [opened, dialog] = useDisclosure(false);
  if (item.isComboMeal) {
    return (
      <>
        <Button
          variant="light"
          leftSection={<IconSettings size={16} />}
          aria-label={`Customise ${item.name}`}
          onClick={dialog.open}
        >
          Customise
        </Button>
        <ComboCustomiser item={item} opened={opened} onClose={dialog.close} />
      </>
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
