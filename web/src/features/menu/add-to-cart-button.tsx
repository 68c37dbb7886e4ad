import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import type { MenuItem, MenuItemOption } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { ComboCustomiser } from '@/features/combo/combo-customiser';
import { notify } from '@/lib/notify';
import { ItemOptionsDialog } from './item-options-dialog';
import { menuCartLine } from './menu-cart-line';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';

export function addMenuItemToCart(item: MenuItem, options: readonly MenuItemOption[] = []) {
  cartStore.add(menuCartLine(item, options));
  notify.success(i18n.t('menu.added', { ns: 'shop' }), item.name);
}

export function AddToCartButton({ item }: { item: MenuItem }) {
  const { t } = useTranslation('shop');
  const [opened, dialog] = useDisclosure(false);
  if (item.isComboMeal) {
    return (
      <>
        <Button
          variant="light"
          leftSection={<IconSettings size={16} />}
          aria-label={t('menu.customiseItem', { name: item.name })}
          onClick={dialog.open}
        >
          {t('menu.customise')}
        </Button>
        <ComboCustomiser item={item} opened={opened} onClose={dialog.close} />
      </>
    );
  }
  const hasOptions = item.options.length > 0;
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} />}
        aria-label={t('menu.addItem', { name: item.name })}
        onClick={hasOptions ? dialog.open : () => addMenuItemToCart(item)}
      >
        {t('menu.add')}
      </Button>
      {hasOptions && (
        <ItemOptionsDialog
          item={item}
          opened={opened}
          onClose={dialog.close}
          onAdd={(options) => {
            addMenuItemToCart(item, options);
            dialog.close();
          }}
        />
      )}
    </>
  );
}
