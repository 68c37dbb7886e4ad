import { SimpleGrid, Switch } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { NumberField } from './number-field';

interface Position {
  latitude: number;
  longitude: number;
}

/** Latitude and longitude, six decimals (about 10 cm): where the code's guests are. */
export function PositionFields<T extends Position>({
  control,
  errors,
}: {
  control: Control<T>;
  errors: FieldErrors<T>;
}) {
  const c = control as unknown as Control<Position>;
  const e = errors as FieldErrors<Position>;
  return (
    <SimpleGrid cols={2}>
      <Controller
        control={c}
        name="latitude"
        render={({ field }) => (
          <NumberField
            label="Latitude"
            description="e.g. 52.3726"
            decimalScale={6}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={e.latitude?.message}
          />
        )}
      />
      <Controller
        control={c}
        name="longitude"
        render={({ field }) => (
          <NumberField
            label="Longitude"
            description="e.g. 4.9004"
            decimalScale={6}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={e.longitude?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}

/** Whether guests can use the place's QR code now. */
export function ActiveSwitch<T extends { active: boolean }>({ control }: { control: Control<T> }) {
  return (
    <Controller
      control={control as unknown as Control<{ active: boolean }>}
      name="active"
      render={({ field }) => (
        <Switch
          label="Active"
          description="Switched off, its QR code answers: not available"
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}
