import { Button, Divider, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { includedVatCents, merchandiseShippingCents, VAT_RATE_MERCHANDISE } from '@shop/contracts';
import type { MerchandiseCartItem } from './merchandise-cart-store';
import {
  FreeShippingBanner,
  MerchandiseCartLines,
  merchandiseSubtotalCents,
} from './merchandise-cart-view';
import { useServiceAvailability } from '@/features/ordering';
import { formatCents, formatRate } from '@/lib/money';
import { SummaryRow } from './cart-summary';
import { PATHS } from './proceed';
import { ProceedActions } from './proceed-actions';
import type { CartProceed } from './use-cart-proceed';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export const MERCHANDISE_CHECKOUT_LABEL = 'Proceed to Merchandise Checkout';

interface Props {
  lines: readonly MerchandiseCartItem[];
  /**
   * The page's own Proceed when the food cart is empty (its merch branch); without it, beside
   * a food order, the section has its own checkout button.
   */
  proceed: CartProceed | null;
}

/**
 * The merchandise shop's cart on /cart: its lines, its subtotal with the 21 % VAT included and
 * shipping as the merchandise cart reads it (free from 75.00, else 4.99). It is ordered and paid
 * apart from food, at the merchandise checkout.
 */
export function MerchandiseCartSection({ lines, proceed }: Props) {
  const subtotalCents = merchandiseSubtotalCents(lines);
  useLanguage();
  const shippingCents = merchandiseShippingCents(subtotalCents, 'cart');

  return (
    <Stack gap="md" component="section" aria-label={m.shop_cart_merchandiseCart()}>
      <Title order={2} size="h3">
        {m.shop_cart_merchandise()}
      </Title>
      {!proceed && (
        <Text c="dimmed" size="sm">
          {m.shop_cart_merchandiseApart()}
        </Text>
      )}
      <FreeShippingBanner subtotalCents={subtotalCents} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <MerchandiseCartLines lines={lines} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Stack gap="xs" role="group" aria-label={m.shop_cart_merchandiseSummary()}>
                <SummaryRow label={m.shop_cart_subtotal()} value={formatCents(subtotalCents)} />
                <SummaryRow
                  label={m.shop_cart_vatIncluded({ rate: formatRate(VAT_RATE_MERCHANDISE) })}
                  value={formatCents(includedVatCents(subtotalCents, VAT_RATE_MERCHANDISE))}
                  muted
                />
                <SummaryRow
                  label={m.shop_cart_shipping()}
                  value={shippingCents === 0 ? m.shop_cart_free() : formatCents(shippingCents)}
                />
                <Divider />
                <SummaryRow
                  label={m.shop_cart_total()}
                  value={formatCents(subtotalCents + shippingCents)}
                  strong
                />
              </Stack>
              {proceed ? <ProceedActions proceed={proceed} /> : <MerchandiseCheckoutButton />}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Beside a food order: the merchandise checkout, blocked while merchandise ordering is off. */
function MerchandiseCheckoutButton() {
  const availability = useServiceAvailability('merchandise');
  const open = availability.state === 'open';
  useLanguage();
  return (
    <Stack gap="xs">
      <Button
        component={Link}
        to={PATHS.merchandiseCheckout}
        variant="light"
        fullWidth
        disabled={!open}
        onClick={(e) => !open && e.preventDefault()}
      >
        {open ? m.shop_cart_merchandiseCheckout() : availability.label}
      </Button>
      {availability.state === 'closed' && (
        <Text size="sm" c="red" role="status">
          {availability.message}
        </Text>
      )}
    </Stack>
  );
}
