import { useMemo, useState } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { MenuItem } from '@shop/contracts';
import { useAtBar } from '@/features/cart';
import { OrderingBanner } from '@/features/ordering';
import { useCategories, useMenu } from './api';
import {
  ALL_ITEMS,
  applyMenuFilter,
  categoryButtons,
  displayableMenu,
  type MenuFilter,
} from './menu-filter';
import { MenuFilterBar } from './menu-filter-bar';
import { MenuItemGrid, MenuItemSkeletonGrid } from './menu-item-grid';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

const LIST_SKELETONS = 8;

function EmptyCategory({ onViewAll }: { onViewAll: () => void }) {
  useLanguage();
  return (
    <Stack align="center" gap="md" py="xl">
      <Text c="dimmed">{m.shop_menu_empty()}</Text>
      <Button variant="light" onClick={onViewAll}>
        {m.shop_menu_viewAll()}
      </Button>
    </Stack>
  );
}

export default function MenuPage() {
  useLanguage();
  const menu = useMenu();
  // Without categories the menu still shows; it just has no category buttons.
  const categoryList = useCategories().data;
  const [filter, setFilter] = useState<MenuFilter>(ALL_ITEMS);
  // At a bar only the bar menu can be ordered (the server refuses anything else).
  const atBar = useAtBar();

  const view = useMemo(() => {
    const categories = categoryList ?? [];
    const shown = (items: readonly MenuItem[]) =>
      displayableMenu(items, categories).filter((item) => !atBar || item.barMenu);
    const items = shown(menu.data?.items ?? []);
    return {
      items,
      featured: shown(menu.data?.featuredItems ?? []),
      buttons: categoryButtons(categories, items),
    };
  }, [menu.data, categoryList, atBar]);

  const shown = applyMenuFilter(view.items, filter);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{m.shop_menu_title()}</Title>
        <OrderingBanner scope={atBar ? 'bar' : 'food'} />
        <MenuFilterBar value={filter} categories={view.buttons} onChange={setFilter} />

        {menu.isPending && <MenuItemSkeletonGrid count={LIST_SKELETONS} />}

        {menu.isError && (
          <Alert color="red" icon={<IconAlertCircle />} title={m.shop_menu_loadError()}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{menu.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void menu.refetch()}>
                {m.shop_menu_tryAgain()}
              </Button>
            </Stack>
          </Alert>
        )}

        {menu.isSuccess && filter.kind === 'all' && view.featured.length > 0 && (
          <Stack component="section" gap="md" aria-labelledby="menu-featured">
            <Title order={2} id="menu-featured">
              {m.shop_menu_featuredItems()}
            </Title>
            <MenuItemGrid items={view.featured} atTop />
          </Stack>
        )}

        {menu.isSuccess && (
          <Stack component="section" gap="md" aria-label={m.shop_menu_menuItems()}>
            {filter.kind === 'all' && view.featured.length > 0 && (
              <Title order={2}>{m.shop_menu_allItems()}</Title>
            )}
            {shown.length > 0 ? (
              <MenuItemGrid
                items={shown}
                atTop={filter.kind !== 'all' || view.featured.length === 0}
              />
            ) : (
              <EmptyCategory onViewAll={() => setFilter(ALL_ITEMS)} />
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
