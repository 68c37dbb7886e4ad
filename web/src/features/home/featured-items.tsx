import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { isDisplayable } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { useRecommendations, MenuItemGrid, MenuItemSkeletonGrid } from '@/features/menu';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

const FEATURED_SKELETONS = 4;

export function FeaturedItems() {
  useLanguage();
  const { data, isPending } = useRecommendations();
  const items = (data ?? []).filter(isDisplayable);

  return (
    <Stack component="section" gap="md" aria-labelledby="home-featured">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-featured">
          {m.shop_home_featuredItems()}
        </Title>
        <Anchor component={Link} to="/menu">
          {m.shop_home_viewFullMenu()}
        </Anchor>
      </Group>
      {isPending ? (
        <MenuItemSkeletonGrid count={FEATURED_SKELETONS} />
      ) : items.length > 0 ? (
        <MenuItemGrid items={items} />
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          {m.shop_home_noFeatured()}
        </Text>
      )}
    </Stack>
  );
}
