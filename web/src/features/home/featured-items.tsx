import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { isDisplayable } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { useRecommendations } from '@/features/menu/api';
import { MenuItemGrid, MenuItemSkeletonGrid } from '@/features/menu/menu-item-grid';

const FEATURED_SKELETONS = 4;

export function FeaturedItems() {
  const { data, isPending } = useRecommendations();
  const items = (data ?? []).filter(isDisplayable);

  return (
    <Stack component="section" gap="md" aria-labelledby="home-featured">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-featured">
          Featured Items
        </Title>
        <Anchor component={Link} to="/menu">
          View full menu
        </Anchor>
      </Group>
      {isPending ? (
        <MenuItemSkeletonGrid count={FEATURED_SKELETONS} />
      ) : items.length > 0 ? (
        <MenuItemGrid items={items} />
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          No featured items available at the moment
        </Text>
      )}
    </Stack>
  );
}
