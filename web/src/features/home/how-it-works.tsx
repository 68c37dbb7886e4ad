import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin, IconToolsKitchen2, IconTruckDelivery } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

const STEPS = [
  { icon: IconMapPin, title: m.shop_home_step1Title, text: m.shop_home_step1Text },
  { icon: IconToolsKitchen2, title: m.shop_home_step2Title, text: m.shop_home_step2Text },
  { icon: IconTruckDelivery, title: m.shop_home_step3Title, text: m.shop_home_step3Text },
] as const;

export function HowItWorks() {
  useLanguage();
  return (
    <Stack component="section" gap="lg" aria-labelledby="home-how-it-works">
      <Title order={2} id="home-how-it-works" ta="center">
        {m.shop_home_howItWorks()}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" component="ol" p={0} m={0}>
        {STEPS.map((step, index) => (
          <Stack
            key={index}
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
              {index + 1}. {step.title()}
            </Title>
            <Text c="dimmed">{step.text()}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
