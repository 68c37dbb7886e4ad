import {
  Button,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAward, IconHeartHandshake, IconToolsKitchen2 } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link } from 'react-router-dom';
import { usePageTextsWithFallback } from '@/features/content';
import { ABOUT_TEXT_FALLBACKS } from './about-texts';

export default function AboutPage() {
  useLanguage();
  // Texts the restaurant wrote show as written; the built-in ones in the shop's language.
  const { texts, isPending } = usePageTextsWithFallback('about', ABOUT_TEXT_FALLBACKS, {
    title: m.pages_about_defaults_title(),
    intro: m.pages_about_defaults_intro(),
    story: m.pages_about_defaults_story(),
    quality: m.pages_about_defaults_quality(),
    tradition: m.pages_about_defaults_tradition(),
    community: m.pages_about_defaults_community(),
  });

  const values = [
    { title: m.pages_about_quality(), text: texts.quality, icon: IconAward },
    { title: m.pages_about_tradition(), text: texts.tradition, icon: IconToolsKitchen2 },
    { title: m.pages_about_community(), text: texts.community, icon: IconHeartHandshake },
  ];

  return (
    <Container size="md" py="xl">
      <Stack gap={48}>
        {isPending ? (
          <Stack gap="md" aria-busy="true">
            <Skeleton h={40} w="50%" />
            <Skeleton h={16} />
            <Skeleton h={16} w="90%" />
            <Skeleton h={16} w="75%" />
          </Stack>
        ) : (
          <Stack gap="md" component="section" aria-labelledby="about-story">
            <Title order={1} id="about-story">
              {texts.title}
            </Title>
            <Text size="lg" c="dimmed">
              {texts.intro}
            </Text>
            {texts.story
              .split(/\n\s*\n/)
              .filter((paragraph) => paragraph.trim() !== '')
              .map((paragraph, i) => (
                <Text key={i}>{paragraph.trim()}</Text>
              ))}
          </Stack>
        )}

        <Stack gap="lg" component="section" aria-labelledby="about-values">
          <Title order={2} id="about-values" ta="center">
            {m.pages_about_values()}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
            {values.map(({ title, text, icon: Icon }) => (
              <Stack key={title} align="center" ta="center" gap="sm">
                <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                  <Icon size={28} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {title}
                </Title>
                {isPending ? <Skeleton h={48} /> : <Text c="dimmed">{text}</Text>}
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack align="center" gap="sm">
          <Text fw={600}>{m.pages_about_hungry()}</Text>
          <Button component={Link} to="/menu" size="lg">
            {m.pages_about_orderNow()}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
