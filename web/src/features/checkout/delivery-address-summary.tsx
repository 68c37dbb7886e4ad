import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { CheckoutDelivery } from './order-body';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** Where the order goes, the zone that serves it, and the way to change it. */
export function DeliveryAddressSummary({
  delivery,
  changePath,
}: {
  delivery: CheckoutDelivery;
  changePath: string;
}) {
  useLanguage();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={m.orders_checkout_addressSection()}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <IconMapPin size={20} aria-hidden />
          <Stack gap={2}>
            <Title order={2} size="h5">
              {m.orders_checkout_addressSection()}
            </Title>
            <Text fw={600}>{delivery.street}</Text>
            <Text size="sm">{[delivery.zip, delivery.city].filter(Boolean).join(' ')}</Text>
            {delivery.additionalInfo && (
              <Text size="sm">{m.orders_checkout_note({ note: delivery.additionalInfo })}</Text>
            )}
            <Text size="sm" c="dimmed">
              {delivery.zone.name}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={changePath} variant="subtle" size="xs">
          {m.orders_checkout_change()}
        </Button>
      </Group>
    </Paper>
  );
}
