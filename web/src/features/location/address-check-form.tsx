import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';

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
  const { t } = useTranslation('orders');
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
          label={label ?? t('location.deliveryAddress')}
          placeholder={t('location.addressPlaceholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autoComplete="street-address"
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={pending} leftSection={<IconSearch size={16} />}>
          {buttonLabel ?? t('location.check')}
        </Button>
      </Group>
    </form>
  );
}
