import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatEuros, toCents, type Order } from '@shop/contracts';
import { SummaryRow, VatRows } from '@/features/cart';
import { orderItemDetails } from './order-format';
import { useTranslation } from '@/i18n/react';

/**
 * A placed order's lines (quantity, name, chosen options and combo choices, line total) and its
 * totals: subtotal, delivery fee (not for a pickup), service fee, total and its VAT per rate.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="xs" role="group" aria-label={t('order.total')}>
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
      <SummaryRow label={t('order.subtotal')} value={formatEuros(order.subtotal)} />
      {order.deliveryType !== 'pickup' && (
        <SummaryRow label={t('order.deliveryFee')} value={formatEuros(order.deliveryFee)} />
      )}
      <SummaryRow label={t('order.serviceFee')} value={formatEuros(order.serviceFee)} />
      <Divider />
      <SummaryRow label={t('order.totalRow')} value={formatEuros(order.total)} strong />
      <VatRows
        vat={order.vat.map((v) => ({ rate: v.rate, vatCents: toCents(v.vat) }))}
        label={(rate) => t('checkout.vatIncluded', { rate })}
      />
    </Stack>
  );
}
