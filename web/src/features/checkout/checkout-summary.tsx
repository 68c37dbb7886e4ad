import { Divider, Group, Stack, Text } from '@mantine/core';
import { lineCents, lineKey, SummaryRow, VatRows, type CartItem } from '@/features/cart';
import { formatCents } from '@/lib/money';
import type { CheckoutPrice } from './checkout-price';
import { useTranslation } from '@/i18n/react';

interface Props {
  lines: readonly CartItem[];
  price: CheckoutPrice;
  /** A bar pickup has no delivery fee row. */
  pickup?: boolean;
}

/** The lines, subtotal, delivery and express fees, service fee, total and its VAT per rate. */
export function CheckoutSummary({ lines, price, pickup = false }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="xs" role="group" aria-label={t('checkout.summary')}>
      {lines.map((line) => (
        <Group key={lineKey(line)} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {line.quantity} × {line.name}
          </Text>
          <Text size="sm">{formatCents(lineCents(line))}</Text>
        </Group>
      ))}
      <Divider />
      <SummaryRow label={t('checkout.subtotal')} value={formatCents(price.subtotalCents)} />
      {!pickup && (
        <SummaryRow label={t('checkout.deliveryFee')} value={formatCents(price.deliveryFeeCents)} />
      )}
      {price.expressFeeCents > 0 && (
        <SummaryRow
          label={t('checkout.expressDelivery')}
          value={formatCents(price.expressFeeCents)}
        />
      )}
      <SummaryRow label={t('checkout.serviceFee')} value={formatCents(price.serviceFeeCents)} />
      <Divider />
      <SummaryRow label={t('checkout.total')} value={formatCents(price.totalCents)} strong />
      <VatRows vat={price.vat} label={(rate) => t('checkout.vatIncluded', { rate })} />
    </Stack>
  );
}
