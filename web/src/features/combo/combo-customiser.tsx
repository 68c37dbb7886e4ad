import { useState } from 'react';
import { Alert, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ComboSelections, MenuItem } from '@shop/contracts';
import { cartStore } from '@/features/cart';
import { formatCents } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useComboChoices } from './api';
import { ChoiceGroup } from './choice-group';
import { comboCartLine } from './combo-cart-line';
import { allowedChoices, comboTotalCents, drinkPriceLabel } from './combo-price';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export const SELECTIONS_HINT = 'Please make all selections to continue';
export const COMBO_ADDED = 'Combo meal added to cart';

interface Props {
  item: MenuItem;
  opened: boolean;
  onClose: () => void;
}

type Draft = { [K in keyof ComboSelections]: string | null };
const EMPTY: Draft = { sandwich: null, drink: null, sauce: null };

function complete(draft: Draft): ComboSelections | null {
  const { sandwich, drink, sauce } = draft;
  return sandwich && drink && sauce ? { sandwich, drink, sauce } : null;
}

/** The combo dialog: sandwich, drink and sauce are all required; the drink may cost extra. */
export function ComboCustomiser({ item, opened, onClose }: Props) {
  useLanguage();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={m.shop_menu_customiseItem({ name: item.name })}
      size="lg"
      centered
    >
      {/* Mounted only while open, so every opening starts with nothing chosen. */}
      {opened && <ComboForm item={item} onDone={onClose} />}
    </Modal>
  );
}

function ComboForm({ item, onDone }: { item: MenuItem; onDone: () => void }) {
  useLanguage();
  const choices = useComboChoices();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const chosen = complete(draft);
  const totalCents = comboTotalCents(item, draft.drink);
  const config = item.comboOptions;

  if (choices.isPending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={m.shop_combo_loading()} />
      </Center>
    );
  }
  if (choices.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={m.shop_combo_loadError()}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{choices.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={choices.refetch}>
            {m.shop_menu_tryAgain()}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const add = () => {
    if (!chosen) return;
    cartStore.add(comboCartLine(item, chosen, choices));
    notify.success(m.shop_combo_added(), item.name);
    onDone();
  };

  const set = (key: keyof Draft) => (name: string) => setDraft((d) => ({ ...d, [key]: name }));
  return (
    <Stack gap="lg">
      <ChoiceGroup
        label={m.shop_combo_sandwich()}
        choices={allowedChoices(choices.sandwiches, config?.sandwichIds)}
        value={draft.sandwich}
        onChange={set('sandwich')}
      />
      <ChoiceGroup
        label={m.shop_combo_drink()}
        choices={allowedChoices(choices.drinks, config?.drinkIds).map((d) => ({
          ...d,
          note: drinkPriceLabel(item, d.name) ?? m.shop_combo_included(),
          free: drinkPriceLabel(item, d.name) === null,
        }))}
        value={draft.drink}
        onChange={set('drink')}
      />
      <ChoiceGroup
        label={m.shop_combo_sauce()}
        choices={allowedChoices(choices.sauces, config?.sauceIds)}
        value={draft.sauce}
        onChange={set('sauce')}
      />
      {chosen ? (
        <Text size="sm" role="status" aria-label={m.shop_combo_yourCombo()}>
          {chosen.sandwich} · {chosen.drink} · {chosen.sauce}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {m.shop_combo_hint()}
        </Text>
      )}
      <Button size="md" disabled={!chosen} onClick={add}>
        {m.shop_menu_addToCart({ price: formatCents(totalCents) })}
      </Button>
    </Stack>
  );
}
