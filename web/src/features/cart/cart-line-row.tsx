import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatEuros } from '@shop/contracts';
import { formatCents } from '@/lib/money';
import { lineCents, lineKey } from './cart-lines';
import { cartStore, type CartItem } from './cart-store';
import { comboSelectionLines } from './combo-selections-text';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

function optionText({ value, priceAdd }: { value: string; priceAdd: number }): string {
  return priceAdd > 0 ? `${value} (+${formatEuros(priceAdd)})` : value;
}

/** One cart line: what was chosen, − quantity +, the line total and a remove button. */
export function CartLineRow({ line }: { line: CartItem }) {
  useLanguage();
  const key = lineKey(line);
  const details = [...(line.selectedOptions ?? []).map(optionText), ...comboSelectionLines(line)];

  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={line.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{line.name}</Text>
          <Text size="sm" c="dimmed">
            {m.shop_cart_each({ price: formatEuros(line.price) })}
          </Text>
          {details.map((detail) => (
            <Text key={detail} size="sm">
              {detail}
            </Text>
          ))}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Text fw={700} data-testid="line-total">
            {formatCents(lineCents(line))}
          </Text>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={m.shop_cart_decrease({ name: line.name })}
              disabled={line.quantity <= 1}
              onClick={() => cartStore.setQuantity(key, line.quantity - 1)}
            >
              <IconMinus size={16} />
            </ActionIcon>
            <Text w={28} ta="center" aria-label={m.shop_cart_quantityOf({ name: line.name })}>
              {line.quantity}
            </Text>
            <ActionIcon
              variant="default"
              aria-label={m.shop_cart_increase({ name: line.name })}
              onClick={() => cartStore.setQuantity(key, line.quantity + 1)}
            >
              <IconPlus size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={m.shop_cart_remove({ name: line.name })}
              onClick={() => cartStore.remove(key)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
