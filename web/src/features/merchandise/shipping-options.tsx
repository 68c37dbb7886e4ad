import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { merchandiseShippingCents } from '@shop/contracts';
import { formatCents } from '@/lib/money';

/** The merchandise page's shipping block (its own reading: 5.99 standard shipping). */
export function ShippingOptions() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shipping-options">
      <Stack gap="sm">
        <Title order={2} size="h4" id="shipping-options">
          Shipping Options
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <IconTruckDelivery size={22} aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>Standard Shipping</Text>
              <Text size="sm" c="dimmed">
                3-5 business days
              </Text>
            </Stack>
          </Group>
          <Text fw={600}>{formatCents(merchandiseShippingCents(0, 'page'))}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
