import { Button, Group } from '@mantine/core';
import { IconShirt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Category } from '@shop/contracts';
import { sameFilter, type MenuFilter } from './menu-filter';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  value: MenuFilter;
  categories: readonly Category[];
  onChange: (filter: MenuFilter) => void;
}

export function MenuFilterBar({ value, categories, onChange }: Props) {
  useLanguage();
  const option = (filter: MenuFilter, label: string, key: string) => {
    const active = sameFilter(value, filter);
    return (
      <Button
        key={key}
        size="sm"
        radius="xl"
        variant={active ? 'filled' : 'default'}
        aria-pressed={active}
        onClick={() => onChange(filter)}
      >
        {label}
      </Button>
    );
  };

  return (
    <Group gap="xs" role="toolbar" aria-label={m.shop_menu_filterLabel()}>
      {option({ kind: 'all' }, m.shop_menu_allItems(), 'all')}
      {option({ kind: 'gluten-free' }, m.shop_menu_glutenFree(), 'gluten-free')}
      {option({ kind: 'vegetarian' }, m.shop_menu_vegetarian(), 'vegetarian')}
      {categories.map((c) =>
        option({ kind: 'category', categoryId: c.id }, c.name, `category-${c.id}`),
      )}
      <Button
        component={Link}
        to="/merchandise"
        size="sm"
        radius="xl"
        variant="outline"
        leftSection={<IconShirt size={16} />}
      >
        {m.shop_menu_shopMerch()}
      </Button>
    </Group>
  );
}
