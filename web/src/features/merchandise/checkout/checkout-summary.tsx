import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  FREE_SHIPPING_CHECKOUT_THRESHOLD_CENTS,
  priceMerchandiseOrder,
  toCents,
  VAT_RATE_MERCHANDISE,
} from '@shop/contracts';
import { SummaryRow, type MerchandiseCartItem } from '@/features/cart';
import { formatCents, formatRate } from '@/lib/money';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** The checkout's figures: shipping as the checkout reads it (free from 50.00), which is charged. */
export function merchandiseCheckoutPrice(lines: readonly MerchandiseCartItem[]) {
  return priceMerchandiseOrder(
    lines.map((line) => ({ unitPriceCents: toCents(line.price), quantity: line.quantity })),
  );
}

export function CheckoutSummary({ lines }: { lines: readonly MerchandiseCartItem[] }) {
  useLanguage();
  const price = merchandiseCheckoutPrice(lines);
  return (
    <Stack gap="xs" role="group" aria-label={m.orders_merch_summary()}>
      <Title order={2} size="h4">
        {m.orders_merch_summaryTitle()}
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
      <SummaryRow label={m.orders_merch_subtotal()} value={formatCents(price.subtotalCents)} />
      <SummaryRow
        label={m.orders_merch_shipping()}
        value={price.shippingCents === 0 ? m.orders_merch_free() : formatCents(price.shippingCents)}
      />
      <SummaryRow
        label={m.orders_merch_vatIncluded({ rate: formatRate(VAT_RATE_MERCHANDISE) })}
        value={formatCents(price.vatCents)}
        muted
      />
      <Divider />
      <SummaryRow label={m.orders_merch_total()} value={formatCents(price.totalCents)} strong />
      <Text size="xs" c="dimmed">
        {m.orders_merch_freeFrom({ amount: formatCents(FREE_SHIPPING_CHECKOUT_THRESHOLD_CENTS) })}
      </Text>
    </Stack>
  );
}
