import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Review } from '@shop/contracts';
import { reviewDate, reviewerName, reviewSourceLabel, starCount } from './review-format';
import { Stars } from './stars';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export function ReviewCard({ review }: { review: Review }) {
  useLanguage();
  const name = reviewerName(review.customer_name);
  const isGoogle = reviewSourceLabel(review.source) === 'Google Review';
  return (
    <Card withBorder padding="lg" component="article" aria-label={m.shop_home_reviewBy({ name })}>
      <Stack gap="sm" h="100%">
        <Stars count={starCount(review.rating)} />
        <Text style={{ flex: 1 }}>“{review.review_text}”</Text>
        <Group justify="space-between" align="center">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="xs" c="dimmed">
              {reviewDate(review.created_at)}
            </Text>
          </div>
          <Badge variant="light" color={isGoogle ? 'blue' : 'gray'}>
            {isGoogle ? m.shop_home_googleReview() : m.shop_home_websiteReview()}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
