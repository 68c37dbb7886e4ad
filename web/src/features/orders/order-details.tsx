import { Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paymentMethodLabel, type Order } from '@shop/contracts';
import { addressLines, estimatedDeliveryText, orderStatusText, pickupText } from './order-format';
import { OrderField } from './order-field';
import { OrderLines } from './order-lines';

/** Where the order goes: the delivery address with its notes, or the bar it is picked up at. */
export function WhereItGoes({ order }: { order: Order }) {
  if (order.deliveryType === 'pickup') {
    return (
      <Paper withBorder p="lg" radius="md" component="section" aria-label="Pickup">
        <Title order={2} size="h4" mb="xs">
          Pickup
        </Title>
        <Text fw={600}>{pickupText(order.barName ?? 'the bar')}</Text>
        {order.orderNotes && <Text size="sm">Note: {order.orderNotes}</Text>}
      </Paper>
    );
  }
  const address = order.deliveryAddress;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Delivery address">
      <Title order={2} size="h4" mb="xs">
        Delivery Address
      </Title>
      {address && addressLines(address).map((line) => <Text key={line}>{line}</Text>)}
      {address?.additionalInfo && <Text size="sm">Note: {address.additionalInfo}</Text>}
      {order.orderNotes && <Text size="sm">Note: {order.orderNotes}</Text>}
    </Paper>
  );
}

/**
 * A placed food order as its customer sees it (location §2.4): status, estimated time, number,
 * where it goes, the lines with their options and combo choices, the totals and how it was paid.
 */
export function OrderDetails({ order }: { order: Order }) {
  const pickup = order.deliveryType === 'pickup';
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <OrderField label="Order status">
            <Badge color="green" variant="light" size="lg">
              {orderStatusText(order.status)}
            </Badge>
          </OrderField>
          <OrderField label={pickup ? 'Estimated pickup time' : 'Estimated delivery time'}>
            {estimatedDeliveryText(order)}
          </OrderField>
          <OrderField label="Order number">#{order.id}</OrderField>
        </SimpleGrid>
      </Paper>
      <WhereItGoes order={order} />
      <OrderContents order={order} />
    </Stack>
  );
}

/** What was ordered, with its totals, and how it was paid: the same on every order page. */
export function OrderContents({ order }: { order: Order }) {
  return (
    <>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="order-items">
        <Title order={2} size="h4" id="order-items" mb="sm">
          Your Order
        </Title>
        <OrderLines order={order} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <OrderField label="Payment method">{paymentMethodLabel(order.paymentMethod)}</OrderField>
      </Paper>
    </>
  );
}
