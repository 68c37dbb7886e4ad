import { Button, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { usePageTextsWithFallback } from '@/features/content';
import { HOME_TEXT_FALLBACKS } from './home-texts';
import classes from './hero.module.css';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export function Hero() {
  useLanguage();
  // Texts the restaurant wrote show as written; the built-in English ones are translated.
  const { texts, isPending } = usePageTextsWithFallback('home', HOME_TEXT_FALLBACKS, {
    title: m.shop_home_fallbackTitle(),
    subtitle: m.shop_home_fallbackSubtitle(),
  });

  return (
    <Stack
      component="section"
      align="center"
      ta="center"
      gap="lg"
      py={64}
      px="md"
      className={classes.hero}
    >
      <Image src="/favicon.svg" alt="Italieno" w={112} h={112} className={classes.logo} />
      {isPending ? (
        <Stack gap="sm" align="center" w="100%" aria-busy="true">
          <Skeleton h={40} w="60%" />
          <Skeleton h={18} w="80%" />
        </Stack>
      ) : (
        <>
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            {texts.title}
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            {texts.subtitle}
          </Text>
        </>
      )}
      <Group justify="center">
        <Button component={Link} to="/menu" size="md" leftSection={<IconToolsKitchen2 size={18} />}>
          {m.shop_home_viewMenu()}
        </Button>
        <Button
          component={Link}
          to="/simple-location"
          size="md"
          variant="outline"
          leftSection={<IconMapPin size={18} />}
        >
          {m.shop_home_checkDeliveryArea()}
        </Button>
      </Group>
    </Stack>
  );
}
