import { Select } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

const LABELS = ['home', 'work', 'other'] as const;

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  error?: string;
}

/** The saved-address label: one of home, work and other. */
export function LabelSelect<T extends FieldValues>({ control, name, error }: Props<T>) {
  const { t } = useTranslation('common');
  const data = LABELS.map((value) => ({ value, label: t(`addressLabel.${value}`) }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t('addressLabel.field')}
          placeholder={t('addressLabel.placeholder')}
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
