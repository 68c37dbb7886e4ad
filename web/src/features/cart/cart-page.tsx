import { Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { merchandiseCartStore, useMerchandiseCart } from './merchandise-cart-store';
import { OrderingBanner } from '@/features/ordering';
import { CartLineRow } from './cart-line-row';
import { cartTotals, lineKey } from './cart-lines';
import { cartStore, useCartItems, useDeliveryInfo, type CartItem } from './cart-store';
import { CartSummary } from './cart-summary';
import { DeliveryAddressCard } from './delivery-address-card';
import { MerchandiseCartSection } from './merchandise-cart-section';
import { ProceedActions } from './proceed-actions';
import { useCartProceed, type CartProceed } from './use-cart-proceed';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

function EmptyCart() {
  useLanguage();
  return (
    <Stack align="center" gap="md" py="xl">
      <IconShoppingCart size={48} aria-hidden />
      <Title order={2}>{m.shop_cart_emptyTitle()}</Title>
      <Text c="dimmed">{m.shop_cart_emptyText()}</Text>
      <Button component={Link} to="/menu">
        {m.shop_cart_browseMenu()}
      </Button>
    </Stack>
  );
}

function FoodCart({ lines, proceed }: { lines: readonly CartItem[]; proceed: CartProceed }) {
  useLanguage();
  const deliveryInfo = useDeliveryInfo();
  const totals = cartTotals(lines, deliveryInfo);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((line) => (
            <CartLineRow key={lineKey(line)} line={line} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          {proceed.mode === 'normal' && <DeliveryAddressCard info={deliveryInfo} />}
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {m.shop_cart_orderSummary()}
              </Title>
              <CartSummary totals={totals} />
              <ProceedActions proceed={proceed} />
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * /cart: the food cart (which may hold merchandise too) with its summary, and the merchandise
 * shop's cart as a section of its own. With no food, the page's Proceed is the merchandise
 * checkout; beside food, the merchandise section has its own checkout button.
 */
export default function CartPage() {
  const lines = useCartItems();
  const merchandise = useMerchandiseCart();
  const proceed = useCartProceed();
  useLanguage();

  if (lines.length === 0 && merchandise.length === 0) {
    return (
      <Container size="lg" py="xl">
        <EmptyCart />
      </Container>
    );
  }

  const hasFood = lines.length > 0;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{m.shop_cart_title()}</Title>
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              cartStore.clear();
              merchandiseCartStore.clear();
            }}
          >
            {m.shop_cart_clear()}
          </Button>
        </Group>
        <OrderingBanner scope={proceed.service} />
        {hasFood && <FoodCart lines={lines} proceed={proceed} />}
        {merchandise.length > 0 && (
          <MerchandiseCartSection lines={merchandise} proceed={hasFood ? null : proceed} />
        )}
      </Stack>
    </Container>
  );
}
