import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { IconReceipt, IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatEuros, type Order } from '@shop/contracts';
import { DestinationField } from './current-order-card';
import { formatDateTime } from './order-format';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { useReorder } from './use-reorder';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

function PastOrder({ order }: { order: Order }) {
  useLanguage();
  const { reorder, pending } = useReorder(order);
  return (
    <Accordion.Item value={String(order.id)}>
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" pr="sm">
          <Stack gap={0}>
            <Text fw={600}>{m.orders_order_orderNumber({ id: order.id })}</Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(order.createdAt)}
            </Text>
          </Stack>
          <Group gap="sm">
            <Text fw={600}>{formatEuros(order.total)}</Text>
            <OrderStatusBadge status={order.status} />
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          <OrderLines order={order} />
          <DestinationField order={order} />
          <Group>
            <Button
              component={Link}
              to={`/order/${order.id}`}
              variant="default"
              leftSection={<IconReceipt size={16} />}
            >
              {m.orders_myOrders_viewDetails()}
            </Button>
            <Button
              leftSection={<IconRepeat size={16} />}
              loading={pending}
              onClick={() => void reorder()}
            >
              {m.orders_myOrders_reorder()}
            </Button>
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** Past orders: date, total and status; opened, the lines, View Details and Reorder. */
export function OrderHistory({ orders }: { orders: readonly Order[] }) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {orders.map((order) => (
        <PastOrder key={order.id} order={order} />
      ))}
    </Accordion>
  );
}
