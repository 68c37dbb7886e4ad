import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Badge, SimpleGrid, Switch } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { FormNumberField } from '../shared/number-field';

interface Position {
  latitude: number;
  longitude: number;
}

/**
 * Latitude and longitude, six decimals (about 10 cm): where the code's guests are. They keep
 * the decimal point in both languages, as maps write and copy coordinates (and as the zone
 * corner list does).
 */
export function PositionFields<T extends Position>({ control }: { control: Control<T> }) {
  useLanguage();
  const c = control as unknown as Control<Position>;
  return (
    <SimpleGrid cols={2}>
      <FormNumberField
        control={c}
        name="latitude"
        label={m.adminPlaces_latitude()}
        description={m.adminPlaces_example({ value: '52.3726' })}
        decimalScale={6}
        decimalSeparator="."
        required
      />
      <FormNumberField
        control={c}
        name="longitude"
        label={m.adminPlaces_longitude()}
        description={m.adminPlaces_example({ value: '4.9004' })}
        decimalScale={6}
        decimalSeparator="."
        required
      />
    </SimpleGrid>
  );
}

/** Whether guests can use the place's QR code now. */
export function ActiveSwitch<T extends { active: boolean }>({ control }: { control: Control<T> }) {
  useLanguage();
  return (
    <Controller
      control={control as unknown as Control<{ active: boolean }>}
      name="active"
      render={({ field }) => (
        <Switch
          label={m.adminPlaces_active()}
          description={m.adminPlaces_activeHelp()}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}

/** "Active" or "Inactive" in a list of places or zones. */
export function ActiveBadge({ active }: { active: boolean }) {
  useLanguage();
  return active ? (
    <Badge color="green">{m.adminPlaces_active()}</Badge>
  ) : (
    <Badge color="gray">{m.adminPlaces_inactive()}</Badge>
  );
}
