import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  AdminCustomLocationInput,
  type AdminCustomLocation,
  type AdminCustomLocationFormValues,
} from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSaveLocation } from './places-api';
import { ActiveSwitch, PositionFields } from './position-fields';

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
export function LocationForm({ location, onDirtyChange, onSaved, onCancel }: Props) {
  const form = useForm<AdminCustomLocationFormValues, unknown, AdminCustomLocationInput>({
    resolver: zodResolver(AdminCustomLocationInput),
    defaultValues: location ?? EMPTY,
  });
  const save = useSaveLocation();
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: location?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notify.success('Location saved', `${saved.name} is saved.`);
          form.reset(input);
          onSaved();
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          notify.error('Could not save the location', error.message);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="QR location">
      <Stack gap="sm">
        <TextInput
          label="Slug"
          description="In the QR link: /scan-qr?customId=<slug>"
          required
          {...form.register('customId')}
          error={errors.customId?.message}
        />
        <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Address"
          required
          {...form.register('address')}
          error={errors.address?.message}
        />
        <PositionFields control={form.control} errors={errors} />
        <Textarea
          label="Description"
          description="Shown to the guest, e.g. where the driver meets them"
          autosize
          minRows={2}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <ActiveSwitch control={form.control} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
