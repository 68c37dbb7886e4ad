import { Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import type { MenuItem, MenuItemOption } from '@shop/contracts';
import { cartStore } from '@/features/cart';
import { lazyDialog } from '@/components/overlays/lazy-overlay';
import { notify } from '@/lib/notify';
import { menuCartLine } from './menu-cart-line';
import { useTranslation } from '@/i18n/react';
import { i18n } from '@/i18n';

// The dialogs come with their first open (a pointer over or focus on the button fetches them).
const comboDialog = lazyDialog(() =>
  import('@/features/combo/lazy').then((m) => m.ComboCustomiser),
);
const optionsDialog = lazyDialog(() =>
  import('./item-options-dialog').then((m) => m.ItemOptionsDialog),
);

export function addMenuItemToCart(item: MenuItem, options: readonly MenuItemOption[] = []) {
  cartStore.add(menuCartLine(item, options));
  notify.success(i18n.t('shop:menu.added'), item.name);
}

export function AddToCartButton({ item }: { item: MenuItem }) {
  const { t } = useTranslation('shop');
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
          aria-label={t('menu.customiseItem', { name: item.name })}
          onClick={open}
          onPointerEnter={comboDialog.preload}
          onFocus={comboDialog.preload}
        >
          {t('menu.customise')}
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
        aria-label={t('menu.addItem', { name: item.name })}
        onClick={hasOptions ? open : () => addMenuItemToCart(item)}
        onPointerEnter={hasOptions ? optionsDialog.preload : undefined}
        onFocus={hasOptions ? optionsDialog.preload : undefined}
      >
        {t('menu.add')}
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
