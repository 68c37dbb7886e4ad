import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  FREE_SHIPPING_CHECKOUT_THRESHOLD_CENTS,
  priceMerchandiseOrder,
  toCents,
  VAT_RATE_MERCHANDISE,
} from '@shop/contracts';
import { SummaryRow, type MerchandiseCartItem } from '@/features/cart';
import { formatCents, formatRate } from '@/lib/money';
import { useTranslation } from '@/i18n/react';

/** The checkout's figures: shipping as the checkout reads it (free from 50.00), which is charged. */
export function merchandiseCheckoutPrice(lines: readonly MerchandiseCartItem[]) {
  return priceMerchandiseOrder(
    lines.map((line) => ({ unitPriceCents: toCents(line.price), quantity: line.quantity })),
  );
}

export function CheckoutSummary({ lines }: { lines: readonly MerchandiseCartItem[] }) {
  const { t } = useTranslation('orders');
  const price = merchandiseCheckoutPrice(lines);
  return (
    <Stack gap="xs" role="group" aria-label={t('merch.summary')}>
      <Title order={2} size="h4">
        {t('merch.summaryTitle')}
      </Title>
      {lines.map((line) => (
        <Group key={line.id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {line.quantity} × {line.name}
          </Text>
          <Text size="sm">{formatCents(toCents(line.price) * line.quantity)}</Text>
        </Group>
      ))}
      <Divider />
      <SummaryRow label={t('merch.subtotal')} value={formatCents(price.subtotalCents)} />
      <SummaryRow
        label={t('merch.shipping')}
        value={price.shippingCents === 0 ? t('merch.free') : formatCents(price.shippingCents)}
      />
      <SummaryRow
        label={t('merch.vatIncluded', { rate: formatRate(VAT_RATE_MERCHANDISE) })}
        value={formatCents(price.vatCents)}
        muted
      />
      <Divider />
      <SummaryRow label={t('merch.total')} value={formatCents(price.totalCents)} strong />
      <Text size="xs" c="dimmed">
        {t('merch.freeFrom', { amount: formatCents(FREE_SHIPPING_CHECKOUT_THRESHOLD_CENTS) })}
      </Text>
    </Stack>
  );
}
