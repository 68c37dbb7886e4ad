import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AdminBarInput, type AdminBar, type AdminBarFormValues } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { NumberField } from './number-field';
import { useSaveBar } from './places-api';
import { ActiveSwitch, PositionFields } from './position-fields';

const EMPTY: AdminBarFormValues = {
  slug: '',
  name: '',
  address: '',
  latitude: Number.NaN,
  longitude: Number.NaN,
  active: true,
  commissionPercent: 10,
};

const FIELDS = [
  'slug',
  'name',
  'address',
  'latitude',
  'longitude',
  'active',
  'commissionPercent',
] as const;

interface Props {
  bar: AdminBar | null;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/** A partner bar: its page (/bar/<slug>), where it is, and the commission it earns. */
export function BarForm({ bar, onDirtyChange, onSaved, onCancel }: Props) {
  const form = useForm<AdminBarFormValues, unknown, AdminBarInput>({
    resolver: zodResolver(AdminBarInput),
    defaultValues: bar ?? EMPTY,
  });
  const save = useSaveBar();
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: bar?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notify.success('Bar saved', `${saved.name} is saved.`);
          form.reset(input);
          onSaved();
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          notify.error('Could not save the bar', error.message);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Bar">
      <Stack gap="sm">
        <TextInput
          label="Slug"
          description="The bar's page and QR link: /bar/<slug>"
          required
          {...form.register('slug')}
          error={errors.slug?.message}
        />
        <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Address"
          required
          {...form.register('address')}
          error={errors.address?.message}
        />
        <PositionFields control={form.control} errors={errors} />
        <Controller
          control={form.control}
          name="commissionPercent"
          render={({ field }) => (
            <NumberField
              label="Commission"
              description="The bar's share of the turnover of its orders"
              suffix=" %"
              decimalScale={2}
              min={0}
              max={100}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.commissionPercent?.message}
            />
          )}
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
