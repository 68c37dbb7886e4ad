import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { merchandiseShippingCents } from '@shop/contracts';
import { formatCents } from '@/lib/money';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** The merchandise page's shipping block (its own reading: 5.99 standard shipping). */
export function ShippingOptions() {
  useLanguage();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shipping-options">
      <Stack gap="sm">
        <Title order={2} size="h4" id="shipping-options">
          {m.orders_merch_shippingOptions()}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <IconTruckDelivery size={22} aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>{m.orders_merch_standardShipping()}</Text>
              <Text size="sm" c="dimmed">
                {m.orders_merch_businessDays()}
              </Text>
            </Stack>
          </Group>
          <Text fw={600}>{formatCents(merchandiseShippingCents(0, 'page'))}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
