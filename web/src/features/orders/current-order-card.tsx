import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Order } from '@shop/contracts';
import { addressLines, estimatedDeliveryText, formatDateTime, pickupText } from './order-format';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" aria-label={label}>
        {children}
      </Text>
    </Stack>
  );
}

/** The delivery address, or the bar a bar order is picked up at. */
export function WhereItGoes({ order }: { order: Order }) {
  if (order.deliveryType === 'pickup') {
    return <Field label="Pickup">{pickupText(order.barName ?? 'the bar')}</Field>;
  }
  const lines = order.deliveryAddress ? addressLines(order.deliveryAddress) : [];
  return (
    <Field label="Delivery address">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Field>
  );
}

/** The driver once one is assigned, with a call button; nothing before that. */
function Driver({ driver }: { driver: NonNullable<Order['driver']> }) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Field label="Driver">{driver.name}</Field>
      {driver.phone && (
        <Button
          component="a"
          href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}
          variant="light"
          leftSection={<IconPhone size={16} />}
        >
          Contact Driver
        </Button>
      )}
    </Group>
  );
}

/**
 * An order on its way (location §2.5): status, Track Order, the lines and totals, where it goes,
 * when it should arrive and, once assigned, the driver.
 */
export function CurrentOrderCard({ order }: { order: Order }) {
  const pickup = order.deliveryType === 'pickup';
  return (
    <Paper withBorder p="lg" radius="md" component="article" aria-label={`Order #${order.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h4">
                Order #{order.id}
              </Title>
              <OrderStatusBadge status={order.status} />
            </Group>
            <Text size="sm" c="dimmed">
              Placed {formatDateTime(order.createdAt)}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={`/order/${order.id}`}
            variant="light"
            leftSection={<IconMapPin size={16} />}
          >
            Track Order
          </Button>
        </Group>
        <OrderLines order={order} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <WhereItGoes order={order} />
          <Field label={pickup ? 'Estimated pickup' : 'Estimated delivery'}>
            {estimatedDeliveryText(order)}
          </Field>
        </SimpleGrid>
        {order.driver && <Driver driver={order.driver} />}
      </Stack>
    </Paper>
  );
}
