import { Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@shop/contracts';
import {
  addressLines,
  estimatedDeliveryText,
  orderStatusText,
  paymentMethodText,
  pickupText,
} from './order-format';
import { OrderField } from './order-field';
import { OrderLines } from './order-lines';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** Where the order goes: the delivery address with its notes, or the bar it is picked up at. */
export function WhereItGoes({ order }: { order: Order }) {
  useLanguage();
  if (order.deliveryType === 'pickup') {
    return (
      <Paper withBorder p="lg" radius="md" component="section" aria-label={m.orders_order_pickup()}>
        <Title order={2} size="h4" mb="xs">
          {m.orders_order_pickup()}
        </Title>
        <Text fw={600}>{pickupText(order.barName)}</Text>
        {order.orderNotes && (
          <Text size="sm">{m.orders_order_note({ note: order.orderNotes })}</Text>
        )}
      </Paper>
    );
  }
  const address = order.deliveryAddress;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label={m.orders_order_deliveryAddress()}
    >
      <Title order={2} size="h4" mb="xs">
        {m.orders_order_deliveryAddressTitle()}
      </Title>
      {address && addressLines(address).map((line) => <Text key={line}>{line}</Text>)}
      {address?.additionalInfo && (
        <Text size="sm">{m.orders_order_note({ note: address.additionalInfo })}</Text>
      )}
      {order.orderNotes && <Text size="sm">{m.orders_order_note({ note: order.orderNotes })}</Text>}
    </Paper>
  );
}

/** A placed order whose payment has not come through: the kitchen has not started it. */
const awaitingPayment = (order: Order) =>
  order.status === 'pending' &&
  (order.paymentStatus === 'unpaid' || order.paymentStatus === 'processing');

/**
 * A placed food order as its customer sees it: status, estimated time, number,
 * where it goes, the lines with their options and combo choices, the totals and how it was paid.
 */
export function OrderDetails({ order }: { order: Order }) {
  useLanguage();
  const pickup = order.deliveryType === 'pickup';
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <OrderField label={m.orders_order_orderStatus()}>
            {awaitingPayment(order) ? (
              <Badge color="yellow" variant="light" size="lg">
                {m.orders_order_awaitingPayment()}
              </Badge>
            ) : (
              <Badge color="green" variant="light" size="lg">
                {orderStatusText(order.status)}
              </Badge>
            )}
          </OrderField>
          <OrderField
            label={
              pickup ? m.orders_order_estimatedPickupTime() : m.orders_order_estimatedDeliveryTime()
            }
          >
            {estimatedDeliveryText(order)}
          </OrderField>
          <OrderField label={m.orders_order_orderNumberLabel()}>#{order.id}</OrderField>
        </SimpleGrid>
      </Paper>
      <WhereItGoes order={order} />
      <OrderContents order={order} />
    </Stack>
  );
}

/** What was ordered, with its totals, and how it was paid: the same on every order page. */
export function OrderContents({ order }: { order: Order }) {
  useLanguage();
  return (
    <>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="order-items">
        <Title order={2} size="h4" id="order-items" mb="sm">
          {m.orders_order_yourOrder()}
        </Title>
        <OrderLines order={order} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <OrderField label={m.orders_order_paymentMethod()}>
          {paymentMethodText(order.paymentMethod)}
        </OrderField>
      </Paper>
    </>
  );
}
