import { Select } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { ADDRESS_LABELS } from './label-text';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  error?: string;
}

/** The saved-address label: one of home, work and other. */
export function LabelSelect<T extends FieldValues>({ control, name, error }: Props<T>) {
  useLanguage();
  const data = Object.entries(ADDRESS_LABELS).map(([value, text]) => ({ value, label: text() }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={m.common_addressLabel_field()}
          placeholder={m.common_addressLabel_placeholder()}
          data={data}
          required
          allowDeselect={false}
          value={(field.value as string | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={error}
        />
      )}
    />
  );
}
