import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatEuros, type MerchandiseOrder } from '@shop/contracts';
import { SummaryRow } from '@/features/cart';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { formatDay } from '@/i18n/format';

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDay(date);
}

/** 'out_for_delivery' → 'Out for delivery'. */
export const statusText = (status: string): string => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={500} component="div" aria-label={label}>
        {children}
      </Text>
    </Stack>
  );
}

/** Number, date, statuses, where it ships and what it costs. */
export function OrderDetails({ order }: { order: MerchandiseOrder }) {
  useLanguage();
  const paid = order.paymentStatus === 'paid';
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Field label={m.orders_merch_orderNumber()}>#{order.id}</Field>
          <Field label={m.orders_merch_date()}>{formatOrderDate(order.createdAt)}</Field>
          <Field label={m.orders_merch_status()}>{statusText(order.status)}</Field>
          <Field label={m.orders_merch_paymentStatus()}>
            <Badge color={paid ? 'green' : 'yellow'} variant="light">
              {statusText(order.paymentStatus)}
            </Badge>
          </Field>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="shipping-details">
        <Title order={2} size="h4" id="shipping-details" mb="sm">
          {m.orders_merch_shippingDetails()}
        </Title>
        <Stack gap={2}>
          <Text fw={600}>{order.customerName}</Text>
          <Text size="sm">{order.addressLine1}</Text>
          {order.addressLine2 && <Text size="sm">{order.addressLine2}</Text>}
          <Text size="sm">
            {order.postalCode} {order.city}
            {order.state ? `, ${order.state}` : ''}
          </Text>
          <Text size="sm">{order.country}</Text>
          <Text size="sm" c="dimmed">
            {order.customerEmail}
            {order.customerPhone ? ` · ${order.customerPhone}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {order.shippingMethod}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs" role="group" aria-label={m.orders_merch_orderTotal()}>
          {order.items.map((line) => (
            <Group key={line.merchandiseId} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {line.quantity} × {line.name}
              </Text>
              <Text size="sm">{formatEuros(line.total)}</Text>
            </Group>
          ))}
          <Divider />
          <SummaryRow label={m.orders_merch_subtotal()} value={formatEuros(order.totalAmount)} />
          <SummaryRow label={m.orders_merch_shipping()} value={formatEuros(order.shippingCost)} />
          <Divider />
          <SummaryRow
            label={m.orders_merch_grandTotal()}
            value={formatEuros(order.grandTotal)}
            strong
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
