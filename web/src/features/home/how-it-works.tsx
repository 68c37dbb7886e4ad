import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin, IconToolsKitchen2, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';

const STEPS = [
  { icon: IconMapPin, title: 'home.step1Title', text: 'home.step1Text' },
  { icon: IconToolsKitchen2, title: 'home.step2Title', text: 'home.step2Text' },
  { icon: IconTruckDelivery, title: 'home.step3Title', text: 'home.step3Text' },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('shop');
  return (
    <Stack component="section" gap="lg" aria-labelledby="home-how-it-works">
      <Title order={2} id="home-how-it-works" ta="center">
        {t('home.howItWorks')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" component="ol" p={0} m={0}>
        {STEPS.map((step, index) => (
          <Stack
            key={step.title}
            component="li"
            align="center"
            ta="center"
            gap="sm"
            style={{ listStyle: 'none' }}
          >
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <step.icon size={32} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {index + 1}. {t(step.title)}
            </Title>
            <Text c="dimmed">{t(step.text)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
