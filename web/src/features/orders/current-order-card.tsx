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
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** The delivery address, or the bar a bar order is picked up at. */
export function DestinationField({ order }: { order: Order }) {
  useLanguage();
  if (order.deliveryType === 'pickup') {
    return (
      <OrderField size="sm" label={m.orders_order_pickup()}>
        {pickupText(order.barName)}
      </OrderField>
    );
  }
  const lines = order.deliveryAddress ? addressLines(order.deliveryAddress) : [];
  return (
    <OrderField size="sm" label={m.orders_order_deliveryAddress()}>
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
  useLanguage();
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Group gap="xl" wrap="wrap">
          <OrderField size="sm" label={m.orders_order_driver()}>
            {driver.name}
          </OrderField>
          <OrderField size="sm" label={m.orders_order_vehicleLabel()}>
            {vehicleText(driver.vehicleType)}
          </OrderField>
          {driver.phone && (
            <OrderField size="sm" label={m.orders_order_phone()}>
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
            {m.orders_order_contactDriver()}
          </Button>
        )}
      </Group>
      {lastSeen && (
        <Text size="sm" c="orange.8" aria-label={m.orders_order_driverPosition()}>
          {m.orders_order_mayBeOutOfDate({ lastSeen })}
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
  useLanguage();
  const pickup = order.deliveryType === 'pickup';
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="article"
      aria-label={m.orders_order_orderNumber({ id: order.id })}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h4">
                {m.orders_order_orderNumber({ id: order.id })}
              </Title>
              <OrderStatusBadge status={order.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {m.orders_order_placedAt({ date: formatDateTime(order.createdAt) })}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={`/order/${order.id}`}
            variant="light"
            leftSection={<IconMapPin size={16} />}
          >
            {m.orders_order_trackOrder()}
          </Button>
        </Group>
        <OrderLines order={order} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DestinationField order={order} />
          <OrderField
            size="sm"
            label={pickup ? m.orders_order_estimatedPickup() : m.orders_order_estimatedDelivery()}
          >
            {expectedArrivalText(order)}
          </OrderField>
        </SimpleGrid>
        {order.driver && <DriverContact driver={order.driver} />}
      </Stack>
    </Paper>
  );
}
