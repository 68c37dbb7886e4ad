import { PLACE_TEXTS } from './place-texts';
import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { localizeMessage } from '@/i18n/messages';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { notify } from '@/lib/notify';
import type { PlaceKind } from './place-list-page';
import { ActiveSwitch, PositionFields } from './position-fields';

/** What every place with a QR code has: a name, an address, a position and a switch. */
interface Place extends FieldValues {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  active: boolean;
}

interface Props<V extends Place, I> {
  /** Which place: its form's name and toasts are `places.location.*` or `places.bar.*`. */
  kind: PlaceKind;
  schema: z.ZodType<I, V>;
  /** The place edited, or the empty form of a new one. */
  values: V;
  id: number | null;
  /** Every field the server may name in a 400, so its message shows under the field. */
  fields: readonly Path<V>[];
  /** The place's slug field (what its link looks like is `PLACE_TEXTS[kind].slugHelp`). */
  slug: Path<V>;
  save: UseMutationResult<{ name: string }, Error, { id: number | null; input: I }>;
  /** The fields only this kind of place has, below its position. */
  children: (form: UseFormReturn<V, unknown, I>) => ReactNode;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/** The form of a custom QR location or a partner bar: the fields they share and the save. */
export function PlaceForm<V extends Place, I>({
  kind,
  schema,
  values,
  id,
  fields,
  slug,
  save,
  children,
  onDirtyChange,
  onSaved,
  onCancel,
}: Props<V, I>) {
  useLanguage();
  const form = useForm<V, unknown, I>({
    resolver: localized(zodResolver(schema as never) as unknown as Resolver<V, unknown, I>),
    defaultValues: values as DefaultValues<V>,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id, input },
      {
        onSuccess: (saved) => {
          notify.success(PLACE_TEXTS[kind].saved(), m.adminPlaces_isSaved({ name: saved.name }));
          form.reset(input as unknown as V);
          onSaved();
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, fields);
          notify.error(PLACE_TEXTS[kind].couldNotSave(), localizeMessage(error.message));
        },
      },
    ),
  );

  const text = (name: Path<V>, fieldLabel: string, description?: string) => (
    <TextInput
      label={fieldLabel}
      description={description}
      required
      {...form.register(name)}
      error={form.getFieldState(name, form.formState).error?.message}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={PLACE_TEXTS[kind].form()}>
      <Stack gap="sm">
        {text(slug, m.adminPlaces_slug(), PLACE_TEXTS[kind].slugHelp())}
        {text('name' as Path<V>, m.adminPlaces_name())}
        {text('address' as Path<V>, m.adminPlaces_address())}
        <PositionFields control={form.control as unknown as Control<V>} />
        {children(form)}
        <ActiveSwitch control={form.control as unknown as Control<V>} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {m.adminPlaces_cancel()}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {m.adminPlaces_save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
