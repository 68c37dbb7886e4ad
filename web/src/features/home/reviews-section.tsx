import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useReviews } from '@/features/content';
import { ReviewCard } from './review-card';
import { Stars } from './stars';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

const REVIEW_SKELETONS = 6;
const COLUMNS = { base: 1, sm: 2, md: 3 };

function GoogleRating() {
  useLanguage();
  return (
    <Group gap="xs" justify="center">
      <IconBrandGoogle size={20} aria-hidden />
      <Text fw={700} size="lg">
        4.8/5
      </Text>
      <Stars count={5} size={18} />
      <Text c="dimmed" size="sm">
        {m.shop_home_onGoogle()}
      </Text>
    </Group>
  );
}

function ReviewSkeletons() {
  useLanguage();
  return (
    <SimpleGrid
      cols={COLUMNS}
      role="status"
      aria-busy="true"
      aria-label={m.shop_home_loadingReviews()}
    >
      {Array.from({ length: REVIEW_SKELETONS }, (_, i) => (
        <Card key={i} withBorder padding="lg" data-testid="review-skeleton">
          <Skeleton h={16} w={96} />
          <Skeleton h={12} mt="md" />
          <Skeleton h={12} mt={6} w="80%" />
          <Skeleton h={14} mt="lg" w={120} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function ReviewsSection() {
  useLanguage();
  const { data, isPending } = useReviews();
  const reviews = data ?? [];

  return (
    <Stack component="section" gap="lg" aria-labelledby="home-reviews">
      <Stack gap={4} align="center">
        <Title order={2} id="home-reviews" ta="center">
          {m.shop_home_reviewsTitle()}
        </Title>
        <GoogleRating />
      </Stack>
      {isPending ? (
        <ReviewSkeletons />
      ) : reviews.length > 0 ? (
        <SimpleGrid cols={COLUMNS}>
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed" ta="center">
          {m.shop_home_noReviews()}
        </Text>
      )}
    </Stack>
  );
}
