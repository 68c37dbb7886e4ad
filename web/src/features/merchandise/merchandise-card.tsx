import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatEuros, type MerchandiseItem } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { merchandiseCartStore } from '@/features/cart';

export function MerchandiseCard({ item }: { item: MerchandiseItem }) {
  useLanguage();
  const add = () => {
    merchandiseCartStore.add(item);
    notify.success(m.orders_merch_added(), item.name);
  };
  return (
    <Card withBorder shadow="xs" padding="md" component="article" aria-label={item.name}>
      <Card.Section>
        <Image src={item.image} alt={item.name} h={200} fit="contain" bg="gray.0" />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} component="h3" m={0}>
            {item.name}
          </Text>
          <Text fw={700} c="tomato.8" style={{ whiteSpace: 'nowrap' }}>
            {formatEuros(item.price)}
          </Text>
        </Group>
        <Badge variant="light" size="sm">
          {item.category}
        </Badge>
        {item.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {item.description}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button
          leftSection={<IconPlus size={16} />}
          // The name starts with the words shown (WCAG 2.5.3), then says which item.
          aria-label={m.orders_merch_addToCartItem({ name: item.name })}
          onClick={add}
        >
          {m.orders_merch_addToCart()}
        </Button>
      </Group>
    </Card>
  );
}
