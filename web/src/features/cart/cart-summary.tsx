import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatCents, formatRate } from '@/lib/money';
import type { CartTotals } from './cart-lines';
import { useTranslation } from '@/i18n/react';

interface RowProps {
  label: string;
  value: string;
  strong?: boolean;
  muted?: boolean;
}

/** A label and its amount; the amount is named by its label for screen readers and tests. */
export function SummaryRow({ label, value, strong, muted }: RowProps) {
  const props = {
    fw: strong ? 700 : undefined,
    size: strong ? 'lg' : muted ? 'xs' : 'sm',
    c: muted ? 'dimmed' : undefined,
  };
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text {...props}>{label}</Text>
      <Text {...props} aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, the VAT included per rate, the delivery fee and the total. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation('shop');
  return (
    <Stack gap="xs" role="group" aria-label={t('cart.summaryLabel')}>
      <SummaryRow label={t('cart.subtotal')} value={formatCents(totals.subtotalCents)} />
      {totals.vat.map((vat) => (
        <SummaryRow
          key={vat.rate}
          label={t('cart.vatIncluded', { rate: formatRate(vat.rate) })}
          value={formatCents(vat.cents)}
          muted
        />
      ))}
      <SummaryRow label={t('cart.deliveryFee')} value={formatCents(totals.deliveryFeeCents)} />
      <Divider />
      <SummaryRow label={t('cart.total')} value={formatCents(totals.totalCents)} strong />
    </Stack>
  );
}
