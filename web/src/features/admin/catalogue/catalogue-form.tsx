import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { Button, Group, type GroupProps } from '@mantine/core';
import { applyFieldErrors } from '@/lib/form-errors';

interface CatalogueFormOptions<Values extends FieldValues, Sent> {
  resolver: Resolver<Values, unknown, Sent>;
  defaultValues: DefaultValues<Values>;
  /** The fields a refusal from the server may name; its message then stands under the field. */
  serverCheckedFields: readonly Path<Values>[];
  onSubmit: (values: Sent) => Promise<unknown>;
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
}

/**
 * A dish's or a piece of merchandise's form: checked before it is sent, the page told whether
 * it holds unsaved changes, and the server's refusals put under the fields they name.
 */
export function useCatalogueForm<Values extends FieldValues, Sent>({
  resolver,
  defaultValues,
  serverCheckedFields,
  onSubmit,
  onDirtyChange,
}: CatalogueFormOptions<Values, Sent>) {
  const form = useForm<Values, unknown, Sent>({ resolver, defaultValues });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(error, form.setError, serverCheckedFields);
    }
  });
  return { form, submit };
}

interface SaveOrCancelButtonsProps extends Omit<GroupProps, 'children'> {
  onCancel: () => void;
  submitting: boolean;
  /** A new item's submit button says this ("Add dish"); an existing one's says "Save changes". */
  addLabel: string;
  adding: boolean;
}

/** Cancel, then the form's submit button, at the form's end. */
export function SaveOrCancelButtons({
  onCancel,
  submitting,
  addLabel,
  adding,
  ...group
}: SaveOrCancelButtonsProps) {
  useLanguage();
  return (
    <Group justify="flex-end" {...group}>
      <Button variant="default" onClick={onCancel}>
        {m.adminCatalogue_cancel()}
      </Button>
      <Button type="submit" loading={submitting}>
        {adding ? addLabel : m.adminCatalogue_saveChanges()}
      </Button>
    </Group>
  );
}
