import { Textarea } from '@mantine/core';
import {
  AdminCustomLocationInput,
  type AdminCustomLocation,
  type AdminCustomLocationFormValues,
} from '@shop/contracts';
import { PlaceForm } from './place-form';
import { useSaveLocation } from './places-api';

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
  return (
    <PlaceForm<AdminCustomLocationFormValues, AdminCustomLocationInput>
      {...props}
      label="QR location"
      noun="Location"
      schema={AdminCustomLocationInput}
      values={location ?? EMPTY}
      id={location?.id ?? null}
      fields={FIELDS}
      slug={{ name: 'customId', description: 'In the QR link: /scan-qr?customId=<slug>' }}
      save={useSaveLocation()}
    >
      {(form) => (
        <Textarea
          label="Description"
          description="Shown to the guest, e.g. where the driver meets them"
          autosize
          minRows={2}
          {...form.register('description')}
          error={form.formState.errors.description?.message}
        />
      )}
    </PlaceForm>
  );
}
