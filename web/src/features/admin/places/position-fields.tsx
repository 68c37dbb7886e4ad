import { SimpleGrid, Switch } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { FormNumberField } from '../shared/number-field';

interface Position {
  latitude: number;
  longitude: number;
}

/** Latitude and longitude, six decimals (about 10 cm): where the code's guests are. */
export function PositionFields<T extends Position>({ control }: { control: Control<T> }) {
  const c = control as unknown as Control<Position>;
  return (
    <SimpleGrid cols={2}>
      <FormNumberField
        control={c}
        name="latitude"
        label="Latitude"
        description="e.g. 52.3726"
        decimalScale={6}
        required
      />
      <FormNumberField
        control={c}
        name="longitude"
        label="Longitude"
        description="e.g. 4.9004"
        decimalScale={6}
        required
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
