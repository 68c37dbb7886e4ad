import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { numericPrice, toCents, type MenuItem, type MenuItemOption } from '@shop/contracts';
import { formatCents, formatSurcharge } from '@/lib/money';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  item: MenuItem;
  opened: boolean;
  onClose: () => void;
  onAdd: (options: MenuItemOption[]) => void;
}

/** The item's extras, each optional and priced per unit. */
export function ItemOptionsDialog({ item, opened, onClose, onAdd }: Props) {
  useLanguage();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={m.shop_menu_addTitle({ name: item.name })}
      centered
    >
      {opened && <OptionsForm item={item} onAdd={onAdd} />}
    </Modal>
  );
}

function OptionsForm({ item, onAdd }: { item: MenuItem; onAdd: Props['onAdd'] }) {
  useLanguage();
  const [chosen, setChosen] = useState<number[]>([]);
  const options = item.options.filter((o) => chosen.includes(o.id));
  const totalCents =
    toCents(numericPrice(item.price)) + options.reduce((sum, o) => sum + toCents(o.priceAdd), 0);

  return (
    <Stack gap="md">
      <Checkbox.Group
        label={m.shop_menu_extras()}
        value={chosen.map(String)}
        onChange={(ids) => setChosen(ids.map(Number))}
      >
        <Stack gap="xs" mt="xs">
          {item.options.map((option) => (
            <Checkbox
              key={option.id}
              value={String(option.id)}
              label={
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{option.value}</Text>
                  {option.priceAdd > 0 && (
                    <Text size="sm" c="tomato.8">
                      {formatSurcharge(toCents(option.priceAdd))}
                    </Text>
                  )}
                </Group>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Button size="md" onClick={() => onAdd(options)}>
        {m.shop_menu_addToCart({ price: formatCents(totalCents) })}
      </Button>
    </Stack>
  );
}
