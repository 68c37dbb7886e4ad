import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import type { MenuItem } from '@shop/contracts';
import { MenuItemCard } from './menu-item-card';

const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 };

export function MenuItemGrid({ items }: { items: readonly MenuItem[] }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg">
      {items.map((item) => (
        <MenuItemCard key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}

export function MenuItemSkeletonGrid({ count }: { count: number }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" aria-busy="true" aria-label="Loading menu items">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="md" data-testid="menu-item-skeleton">
          <Card.Section>
            <Skeleton h={180} radius={0} />
          </Card.Section>
          <Skeleton h={18} mt="md" w="70%" />
          <Skeleton h={12} mt="sm" />
          <Skeleton h={12} mt={6} w="85%" />
          <Skeleton h={34} mt="md" w={90} ml="auto" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
