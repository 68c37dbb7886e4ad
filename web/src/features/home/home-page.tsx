import { Container, Stack } from '@mantine/core';
import { OrderingBanner } from '@/features/ordering';
import { DeliveryCta } from './delivery-cta';
import { FeaturedItems } from './featured-items';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { ReviewsSection } from './reviews-section';
import { SocialLinks } from './social-links';

export default function HomePage() {
  return (
    <Container size="xl" py="xl">
      <Stack gap={56}>
        <Stack gap="md">
          <Hero />
          <OrderingBanner scope="all" />
        </Stack>
        <FeaturedItems />
        <HowItWorks />
        <ReviewsSection />
        <SocialLinks />
        <DeliveryCta />
      </Stack>
    </Container>
  );
}
