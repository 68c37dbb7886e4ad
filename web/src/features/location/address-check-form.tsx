import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  onCheck: (address: string) => void;
  /** Called instead of onCheck when the field is empty. */
  onEmpty: () => void;
  pending?: boolean;
  buttonLabel?: string;
  label?: string;
  initialValue?: string;
}

/** A single address field and a Check button. */
export function AddressCheckForm({
  onCheck,
  onEmpty,
  pending = false,
  buttonLabel,
  label,
  initialValue = '',
}: Props) {
  useLanguage();
  const [value, setValue] = useState(initialValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = value.trim();
    if (!address) onEmpty();
    else onCheck(address);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={label ?? m.orders_location_deliveryAddress()}
          placeholder={m.orders_location_addressPlaceholder()}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autoComplete="street-address"
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={pending} leftSection={<IconSearch size={16} />}>
          {buttonLabel ?? m.orders_location_check()}
        </Button>
      </Group>
    </form>
  );
}
