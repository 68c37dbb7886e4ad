import { Select } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

const LABELS = [
  { value: 'home', label: 'Home' },
  { value: 'work', label: 'Work' },
  { value: 'other', label: 'Other' },
];

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  error?: string;
}

/** The saved-address label: one of home, work and other. */
export function LabelSelect<T extends FieldValues>({ control, name, error }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label="Address label"
          placeholder="Choose a label"
          data={LABELS}
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
