import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { isDisplayable } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { useRecommendations, MenuItemGrid, MenuItemSkeletonGrid } from '@/features/menu';
import { useTranslation } from '@/i18n/react';

const FEATURED_SKELETONS = 4;

export function FeaturedItems() {
  const { t } = useTranslation('shop');
  const { data, isPending } = useRecommendations();
  const items = (data ?? []).filter(isDisplayable);

  return (
    <Stack component="section" gap="md" aria-labelledby="home-featured">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-featured">
          {t('home.featuredItems')}
        </Title>
        <Anchor component={Link} to="/menu">
          {t('home.viewFullMenu')}
        </Anchor>
      </Group>
      {isPending ? (
        <MenuItemSkeletonGrid count={FEATURED_SKELETONS} />
      ) : items.length > 0 ? (
        <MenuItemGrid items={items} />
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          {t('home.noFeatured')}
        </Text>
      )}
    </Stack>
  );
}
