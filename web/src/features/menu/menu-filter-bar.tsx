import { Button, Group } from '@mantine/core';
import { IconShirt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Category } from '@shop/contracts';
import { sameFilter, type MenuFilter } from './menu-filter';
import { useTranslation } from '@/i18n/react';

interface Props {
  value: MenuFilter;
  categories: readonly Category[];
  onChange: (filter: MenuFilter) => void;
}

export function MenuFilterBar({ value, categories, onChange }: Props) {
  const { t } = useTranslation('shop');
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
    <Group gap="xs" role="toolbar" aria-label={t('menu.filterLabel')}>
      {option({ kind: 'all' }, t('menu.allItems'), 'all')}
      {option({ kind: 'gluten-free' }, t('menu.glutenFree'), 'gluten-free')}
      {option({ kind: 'vegetarian' }, t('menu.vegetarian'), 'vegetarian')}
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
        {t('menu.shopMerch')}
      </Button>
    </Group>
  );
}
