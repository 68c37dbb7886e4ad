import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin, IconToolsKitchen2, IconTruckDelivery } from '@tabler/icons-react';

const STEPS = [
  {
    icon: IconMapPin,
    title: 'Choose Your Location',
    text: 'Enter your delivery address, or scan the QR code at one of our partner bars.',
  },
  {
    icon: IconToolsKitchen2,
    title: 'Explore the Menu',
    text: 'Pick your favourite panini, pasta, sides and drinks, all made fresh to order.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Delivery in Under 30 Minutes',
    text: 'We prepare your order straight away and bring it to you in under 30 minutes.',
  },
];

export function HowItWorks() {
  return (
    <Stack component="section" gap="lg" aria-labelledby="home-how-it-works">
      <Title order={2} id="home-how-it-works" ta="center">
        How It Works
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
              {index + 1}. {step.title}
            </Title>
            <Text c="dimmed">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
