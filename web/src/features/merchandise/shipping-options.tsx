import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { merchandiseShippingCents } from '@shop/contracts';
import { formatCents } from '@/lib/money';
import { useTranslation } from '@/i18n/react';

/** The merchandise page's shipping block (its own reading: 5.99 standard shipping). */
export function ShippingOptions() {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shipping-options">
      <Stack gap="sm">
        <Title order={2} size="h4" id="shipping-options">
          {t('merch.shippingOptions')}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <IconTruckDelivery size={22} aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>{t('merch.standardShipping')}</Text>
              <Text size="sm" c="dimmed">
                {t('merch.businessDays')}
              </Text>
            </Stack>
          </Group>
          <Text fw={600}>{formatCents(merchandiseShippingCents(0, 'page'))}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
