import { Divider, Group, Stack, Text } from '@mantine/core';
import { lineCents, lineKey, SummaryRow, VatRows, type CartItem } from '@/features/cart';
import { formatCents } from '@/lib/money';
import type { CheckoutPrice } from './checkout-price';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  lines: readonly CartItem[];
  price: CheckoutPrice;
  /** A bar pickup has no delivery fee row. */
  pickup?: boolean;
}

/** The lines, subtotal, delivery and express fees, service fee, total and its VAT per rate. */
export function CheckoutSummary({ lines, price, pickup = false }: Props) {
  useLanguage();
  return (
    <Stack gap="xs" role="group" aria-label={m.orders_checkout_summary()}>
      {lines.map((line) => (
        <Group key={lineKey(line)} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {line.quantity} × {line.name}
          </Text>
          <Text size="sm">{formatCents(lineCents(line))}</Text>
        </Group>
      ))}
      <Divider />
      <SummaryRow label={m.orders_checkout_subtotal()} value={formatCents(price.subtotalCents)} />
      {!pickup && (
        <SummaryRow
          label={m.orders_checkout_deliveryFee()}
          value={formatCents(price.deliveryFeeCents)}
        />
      )}
      {price.expressFeeCents > 0 && (
        <SummaryRow
          label={m.orders_checkout_expressDelivery()}
          value={formatCents(price.expressFeeCents)}
        />
      )}
      <SummaryRow
        label={m.orders_checkout_serviceFee()}
        value={formatCents(price.serviceFeeCents)}
      />
      <Divider />
      <SummaryRow label={m.orders_checkout_total()} value={formatCents(price.totalCents)} strong />
      <VatRows vat={price.vat} label={(rate) => m.orders_checkout_vatIncluded({ rate })} />
    </Stack>
  );
}
