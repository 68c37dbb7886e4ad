import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Textarea } from '@mantine/core';
import {
  AdminCustomLocationInput,
  type AdminCustomLocation,
  type AdminCustomLocationFormValues,
} from '@shop/contracts';
import { PlaceForm } from './place-form';
import { useSaveLocation } from './api';

const EMPTY: AdminCustomLocationFormValues = {
  customId: '',
  name: '',
  description: '',
  address: '',
  latitude: Number.NaN,
  longitude: Number.NaN,
  active: true,
};

const FIELDS = [
  'customId',
  'name',
  'description',
  'address',
  'latitude',
  'longitude',
  'active',
] as const;

interface Props {
  location: AdminCustomLocation | null;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/** A custom QR location: the spot a printed code sends its orders to. */
export function LocationForm({ location, ...props }: Props) {
  useLanguage();
  return (
    <PlaceForm<AdminCustomLocationFormValues, AdminCustomLocationInput>
      {...props}
      kind="location"
      schema={AdminCustomLocationInput}
      values={location ?? EMPTY}
      id={location?.id ?? null}
      fields={FIELDS}
      slug="customId"
      save={useSaveLocation()}
    >
      {(form) => (
        <Textarea
          label={m.adminPlaces_description()}
          description={m.adminPlaces_location_descriptionHelp()}
          autosize
          minRows={2}
          {...form.register('description')}
          error={form.formState.errors.description?.message}
        />
      )}
    </PlaceForm>
  );
}
