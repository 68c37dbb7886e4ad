import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCategories, useMenu, MenuItemGrid, MenuItemSkeletonGrid } from '@/features/menu';
import { barMenuItems } from './bar-menu';
import { localizeMessage } from '@/i18n/messages';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** The bar menu, with the menu's cards (add to cart, extras, combos). */
export function BarMenuGrid() {
  const menu = useMenu();
  const categories = useCategories().data ?? [];
  useLanguage();
  if (menu.isPending) return <MenuItemSkeletonGrid count={8} />;
  if (menu.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={m.shop_menu_loadError()}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{localizeMessage(menu.error.message)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void menu.refetch()}>
            {m.shop_menu_tryAgain()}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const items = barMenuItems(menu.data.items, categories);
  if (items.length === 0) return <Text c="dimmed">{m.orders_bar_noItems()}</Text>;
  return <MenuItemGrid items={items} />;
}
