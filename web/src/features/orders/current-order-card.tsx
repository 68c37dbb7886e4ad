import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Order } from '@shop/contracts';
import { expectedArrivalText, vehicleText } from './driver-live';
import { addressLines, formatDateTime, pickupText } from './order-format';
import { OrderField } from './order-field';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { telHref } from '@/lib/phone';
import { useTranslation } from '@/i18n/react';

/** The delivery address, or the bar a bar order is picked up at. */
export function DestinationField({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  if (order.deliveryType === 'pickup') {
    return (
      <OrderField size="sm" label={t('order.pickup')}>
        {pickupText(order.barName)}
      </OrderField>
    );
  }
  const lines = order.deliveryAddress ? addressLines(order.deliveryAddress) : [];
  return (
    <OrderField size="sm" label={t('order.deliveryAddress')}>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </OrderField>
  );
}

/**
 * The driver once one is assigned: name, vehicle and phone with a call button; and, when their
 * position has gone quiet, since when (a stale position is said to be one).
 */
export function DriverContact({
  driver,
  lastSeen = null,
}: {
  driver: NonNullable<Order['driver']>;
  /** 'Last seen 3 min ago' while the driver's position is stale. */
  lastSeen?: string | null;
}) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Group gap="xl" wrap="wrap">
          <OrderField size="sm" label={t('order.driver')}>
            {driver.name}
          </OrderField>
          <OrderField size="sm" label={t('order.vehicleLabel')}>
            {vehicleText(driver.vehicleType)}
          </OrderField>
          {driver.phone && (
            <OrderField size="sm" label={t('order.phone')}>
              {driver.phone}
            </OrderField>
          )}
        </Group>
        {driver.phone && (
          <Button
            component="a"
            size="md"
            href={telHref(driver.phone)}
            variant="light"
            leftSection={<IconPhone size={18} />}
          >
            {t('order.contactDriver')}
          </Button>
        )}
      </Group>
      {lastSeen && (
        <Text size="sm" c="orange.8" aria-label={t('order.driverPosition')}>
          {t('order.mayBeOutOfDate', { lastSeen })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * An order on its way: status, Track Order, the lines and totals, where it goes,
 * when it should arrive and, once assigned, the driver.
 */
export function CurrentOrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const pickup = order.deliveryType === 'pickup';
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="article"
      aria-label={t('order.orderNumber', { id: order.id })}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h4">
                {t('order.orderNumber', { id: order.id })}
              </Title>
              <OrderStatusBadge status={order.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('order.placedAt', { date: formatDateTime(order.createdAt) })}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={`/order/${order.id}`}
            variant="light"
            leftSection={<IconMapPin size={16} />}
          >
            {t('order.trackOrder')}
          </Button>
        </Group>
        <OrderLines order={order} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DestinationField order={order} />
          <OrderField
            size="sm"
            label={t(pickup ? 'order.estimatedPickup' : 'order.estimatedDelivery')}
          >
            {expectedArrivalText(order)}
          </OrderField>
        </SimpleGrid>
        {order.driver && <DriverContact driver={order.driver} />}
      </Stack>
    </Paper>
  );
}
