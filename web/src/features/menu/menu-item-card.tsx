import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatEuros, numericPrice, type MenuItem } from '@shop/contracts';
import { AddToCartButton } from './add-to-cart-button';
import classes from './menu-item-card.module.css';
import { MenuItemImage } from './menu-item-image';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

function DietBadges({ item }: { item: MenuItem }) {
  useLanguage();
  if (!item.isVegetarian && !item.isVegan && !item.isGlutenFree) return null;
  return (
    <Group gap={6}>
      {item.isVegetarian && (
        <Badge color="basil" variant="light" size="sm">
          {m.shop_menu_vegetarian()}
        </Badge>
      )}
      {item.isVegan && (
        <Badge color="basil" variant="filled" size="sm">
          {m.shop_menu_vegan()}
        </Badge>
      )}
      {item.isGlutenFree && (
        <Badge color="yellow" variant="light" size="sm">
          {m.shop_menu_glutenFree()}
        </Badge>
      )}
    </Group>
  );
}

export function MenuItemCard({ item, eager }: { item: MenuItem; eager?: boolean }) {
  return (
    <Card
      withBorder
      shadow="xs"
      padding="md"
      component="article"
      aria-label={item.name}
      className={classes.card}
    >
      <Card.Section>
        <MenuItemImage item={item} eager={eager} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} component="h3" m={0} size="lg">
            {item.name}
          </Text>
          <Text fw={700} c="tomato.8" style={{ whiteSpace: 'nowrap' }}>
            {formatEuros(numericPrice(item.price))}
          </Text>
        </Group>
        {item.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {item.description}
          </Text>
        )}
        <DietBadges item={item} />
      </Stack>
      <Group justify="flex-end" mt="md">
        <AddToCartButton item={item} />
      </Group>
    </Card>
  );
}
