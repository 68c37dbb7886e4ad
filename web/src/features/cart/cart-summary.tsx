import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatCents, formatRate } from '@/lib/money';
import type { CartTotals } from './cart-lines';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

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

/**
 * The VAT a total includes, one muted row per rate ('VAT included (21 %)'): a combo's beer
 * and a share of the fees are at 21 %, the rest of a meal at 9 %.
 */
export function VatRows({
  vat,
  label,
}: {
  vat: readonly { rate: number; vatCents: number }[];
  label: (rate: string) => string;
}) {
  return vat.map((line) => (
    <SummaryRow
      key={line.rate}
      label={label(formatRate(line.rate))}
      value={formatCents(line.vatCents)}
      muted
    />
  ));
}

/** Subtotal, the delivery fee, the total and the VAT it includes per rate. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  useLanguage();
  return (
    <Stack gap="xs" role="group" aria-label={m.shop_cart_summaryLabel()}>
      <SummaryRow label={m.shop_cart_subtotal()} value={formatCents(totals.subtotalCents)} />
      <SummaryRow label={m.shop_cart_deliveryFee()} value={formatCents(totals.deliveryFeeCents)} />
      <Divider />
      <SummaryRow label={m.shop_cart_total()} value={formatCents(totals.totalCents)} strong />
      <VatRows vat={totals.vat} label={(rate) => m.shop_cart_vatIncluded({ rate })} />
    </Stack>
  );
}
