import { Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { OrderingBanner } from '@/features/ordering/ordering-banner';
import { CartLineRow } from './cart-line-row';
import { cartTotals, lineKey } from './cart-lines';
import { cartStore, useCartItems, useDeliveryInfo } from './cart-store';
import { CartSummary } from './cart-summary';
import { DeliveryAddressCard } from './delivery-address-card';
import { ProceedActions } from './proceed-actions';
import { useCartProceed } from './use-cart-proceed';

function EmptyCart() {
  return (
    <Stack align="center" gap="md" py="xl">
      <IconShoppingCart size={48} aria-hidden />
      <Title order={2}>Your cart is empty</Title>
      <Text c="dimmed">Add something tasty from our menu.</Text>
      <Button component={Link} to="/menu">
        Browse Menu
      </Button>
    </Stack>
  );
}

/** /cart: the food cart (which may hold merchandise too) and its summary. */
export default function CartPage() {
  const lines = useCartItems();
  const deliveryInfo = useDeliveryInfo();
  const proceed = useCartProceed();

  if (lines.length === 0) {
    return (
      <Container size="lg" py="xl">
        <EmptyCart />
      </Container>
    );
  }

  const totals = cartTotals(lines, deliveryInfo);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Your Cart</Title>
          <Button variant="subtle" color="red" onClick={() => cartStore.clear()}>
            Clear Cart
          </Button>
        </Group>
        <OrderingBanner scope={proceed.service} />
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
                    Order Summary
                  </Title>
                  <CartSummary totals={totals} />
                  <ProceedActions proceed={proceed} />
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
