import { Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import type { MenuItem, MenuItemOption } from '@shop/contracts';
import { cartStore } from '@/features/cart';
import { lazyDialog } from '@/components/overlays/lazy-overlay';
import { notify } from '@/lib/notify';
import { menuCartLine } from './menu-cart-line';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

// The dialogs come with their first open (a pointer over or focus on the button fetches them).
const comboDialog = lazyDialog(() =>
  import('@/features/combo/lazy').then((m) => m.ComboCustomiser),
);
const optionsDialog = lazyDialog(() =>
  import('./item-options-dialog').then((m) => m.ItemOptionsDialog),
);

export function addMenuItemToCart(item: MenuItem, options: readonly MenuItemOption[] = []) {
  cartStore.add(menuCartLine(item, options));
  notify.success(m.shop_menu_added(), item.name);
}

export function AddToCartButton({ item }: { item: MenuItem }) {
  useLanguage();
  const [opened, dialog] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    dialog.open();
  };
  if (item.isComboMeal) {
    return (
      <>
        <Button
          variant="light"
          leftSection={<IconSettings size={16} />}
          aria-label={m.shop_menu_customiseItem({ name: item.name })}
          onClick={open}
          onPointerEnter={comboDialog.preload}
          onFocus={comboDialog.preload}
        >
          {m.shop_menu_customise()}
        </Button>
        {wanted && (
          <Suspense fallback={null}>
            <comboDialog.Dialog item={item} opened={opened} onClose={dialog.close} />
          </Suspense>
        )}
      </>
    );
  }
  const hasOptions = item.options.length > 0;
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} />}
        aria-label={m.shop_menu_addItem({ name: item.name })}
        onClick={hasOptions ? open : () => addMenuItemToCart(item)}
        onPointerEnter={hasOptions ? optionsDialog.preload : undefined}
        onFocus={hasOptions ? optionsDialog.preload : undefined}
      >
        {m.shop_menu_add()}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <optionsDialog.Dialog
            item={item}
            opened={opened}
            onClose={dialog.close}
            onAdd={(options) => {
              addMenuItemToCart(item, options);
              dialog.close();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
