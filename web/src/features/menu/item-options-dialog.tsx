import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { numericPrice, toCents, type MenuItem, type MenuItemOption } from '@shop/contracts';
import { formatCents, formatSurcharge } from '@/lib/money';
import { useTranslation } from '@/i18n/react';

interface Props {
  item: MenuItem;
  opened: boolean;
  onClose: () => void;
  onAdd: (options: MenuItemOption[]) => void;
}

/** The item's extras, each optional and priced per unit. */
export function ItemOptionsDialog({ item, opened, onClose, onAdd }: Props) {
  const { t } = useTranslation('shop');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('menu.addTitle', { name: item.name })}
      centered
    >
      {opened && <OptionsForm item={item} onAdd={onAdd} />}
    </Modal>
  );
}

function OptionsForm({ item, onAdd }: { item: MenuItem; onAdd: Props['onAdd'] }) {
  const { t } = useTranslation('shop');
  const [chosen, setChosen] = useState<number[]>([]);
  const options = item.options.filter((o) => chosen.includes(o.id));
  const totalCents =
    toCents(numericPrice(item.price)) + options.reduce((sum, o) => sum + toCents(o.priceAdd), 0);

  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t('menu.extras')}
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
        {t('menu.addToCart', { price: formatCents(totalCents) })}
      </Button>
    </Stack>
  );
}
