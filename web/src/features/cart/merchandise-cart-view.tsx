import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMinus, IconPlus, IconTrash, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  formatEuros,
  FREE_SHIPPING_CART_THRESHOLD_CENTS,
  merchandiseShippingCents,
  toCents,
} from '@shop/contracts';
import { SummaryRow } from './cart-summary';
import { useServiceAvailability } from '@/features/ordering';
import { formatCents } from '@/lib/money';
import {
  merchandiseCartStore,
  useMerchandiseCart,
  type MerchandiseCartItem,
} from './merchandise-cart-store';

export const merchandiseSubtotalCents = (lines: readonly MerchandiseCartItem[]) =>
  lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);

function Line({ line }: { line: MerchandiseCartItem }) {
  useLanguage();
  const set = (quantity: number) => merchandiseCartStore.setQuantity(line.id, quantity);
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={line.name}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600}>{line.name}</Text>
          <Text size="sm" c="dimmed">
            {m.shop_cart_each({ price: formatEuros(line.price) })}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={m.shop_cart_decrease({ name: line.name })}
            onClick={() => set(line.quantity - 1)}
          >
            <IconMinus size={16} />
          </ActionIcon>
          <Text w={28} ta="center" aria-label={m.shop_cart_quantityOf({ name: line.name })}>
            {line.quantity}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={m.shop_cart_increase({ name: line.name })}
            onClick={() => set(line.quantity + 1)}
          >
            <IconPlus size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={m.shop_cart_remove({ name: line.name })}
            onClick={() => set(0)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** The merchandise cart's lines, each with − quantity + and a remove button. */
export function MerchandiseCartLines({ lines }: { lines: readonly MerchandiseCartItem[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <Line key={line.id} line={line} />
      ))}
    </Stack>
  );
}

/** The merchandise cart's shipping reading: free from 75.00, else 4.99. */
export function FreeShippingBanner({ subtotalCents }: { subtotalCents: number }) {
  useLanguage();
  const missing = FREE_SHIPPING_CART_THRESHOLD_CENTS - subtotalCents;
  return (
    <Alert
      color="basil"
      variant="light"
      icon={<IconTruck />}
      title={m.orders_merch_freeOver()}
      role="status"
    >
      {missing > 0
        ? m.orders_merch_addMore({ amount: formatCents(missing) })
        : m.orders_merch_shipsFree()}
    </Alert>
  );
}

/** The merchandise page's inline cart, with the cart's own shipping reading (free from 75.00). */
export function MerchandiseCartView({ onBack }: { onBack: () => void }) {
  useLanguage();
  const lines = useMerchandiseCart();
  const availability = useServiceAvailability('merchandise');
  const subtotalCents = merchandiseSubtotalCents(lines);
  const shippingCents = merchandiseShippingCents(subtotalCents, 'cart');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{m.orders_merch_yourCart()}</Title>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {m.orders_merch_backToShopping()}
        </Button>
      </Group>
      {lines.length === 0 ? (
        <Text c="dimmed">{m.orders_merch_cartEmpty()}</Text>
      ) : (
        <>
          <FreeShippingBanner subtotalCents={subtotalCents} />
          <MerchandiseCartLines lines={lines} />
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs" role="group" aria-label={m.shop_cart_merchandiseSummary()}>
              <SummaryRow label={m.shop_cart_subtotal()} value={formatCents(subtotalCents)} />
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
              <Button
                component={Link}
                to="/merchandise/checkout"
                mt="sm"
                disabled={availability.state !== 'open'}
                onClick={(e) => availability.state !== 'open' && e.preventDefault()}
              >
                {availability.state === 'open' ? m.shop_cart_proceed() : availability.label}
              </Button>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
