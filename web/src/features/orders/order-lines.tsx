import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatEuros, toCents, type Order } from '@shop/contracts';
import { SummaryRow, VatRows } from '@/features/cart';
import { orderItemDetails } from './order-format';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/**
 * A placed order's lines (quantity, name, chosen options and combo choices, line total) and its
 * totals: subtotal, delivery fee (not for a pickup), service fee, total and its VAT per rate.
 */
export function OrderLines({ order }: { order: Order }) {
  useLanguage();
  return (
    <Stack gap="xs" role="group" aria-label={m.orders_order_total()}>
      {order.items.map((item) => (
        <Group key={item.id} justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {item.quantity} × {item.name}
            </Text>
            {orderItemDetails(item).map((detail) => (
              <Text key={detail} size="xs" c="dimmed">
                {detail}
              </Text>
            ))}
          </Stack>
          <Text size="sm">{formatEuros(item.total)}</Text>
        </Group>
      ))}
      <Divider />
      <SummaryRow label={m.orders_order_subtotal()} value={formatEuros(order.subtotal)} />
      {order.deliveryType !== 'pickup' && (
        <SummaryRow label={m.orders_order_deliveryFee()} value={formatEuros(order.deliveryFee)} />
      )}
      <SummaryRow label={m.orders_order_serviceFee()} value={formatEuros(order.serviceFee)} />
      <Divider />
      <SummaryRow label={m.orders_order_totalRow()} value={formatEuros(order.total)} strong />
      <VatRows
        vat={order.vat.map((v) => ({ rate: v.rate, vatCents: toCents(v.vat) }))}
        label={(rate) => m.orders_checkout_vatIncluded({ rate })}
      />
    </Stack>
  );
}
