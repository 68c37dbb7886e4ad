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
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { usePageTextsWithFallback } from '@/features/content';
import { ABOUT_TEXT_FALLBACKS } from './about-texts';

export default function AboutPage() {
  const { t } = useTranslation('pages');
  // Texts the restaurant wrote show as written; the built-in ones in the shop's language.
  const { texts, isPending } = usePageTextsWithFallback(
    'about',
    ABOUT_TEXT_FALLBACKS,
    t('about.defaults', { returnObjects: true }),
  );

  const values = [
    { title: t('about.quality'), text: texts.quality, icon: IconAward },
    { title: t('about.tradition'), text: texts.tradition, icon: IconToolsKitchen2 },
    { title: t('about.community'), text: texts.community, icon: IconHeartHandshake },
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
            {t('about.values')}
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
          <Text fw={600}>{t('about.hungry')}</Text>
          <Button component={Link} to="/menu" size="lg">
            {t('about.orderNow')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
