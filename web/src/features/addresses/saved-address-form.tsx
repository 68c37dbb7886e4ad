import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CreateAddressInput } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { geocodeAddress, CHECKOUT_ADDRESS_MESSAGES, oneLine } from '@/features/geo';
import { serverMessage } from '@/lib/error-text';
import { useCreateAddress } from './api';
import { ADDRESS_DEFAULTS, AddressFields } from './address-fields';
import { LabelSelect } from './label-select';

type FormInput = z.input<typeof CreateAddressInput>;

const FIELDS = [
  'label',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'country',
  'additionalInfo',
] as const;

/** Where the address lies; the texts of the checkout address check when it cannot be found. */
async function locate(values: CreateAddressInput) {
  try {
    return (await geocodeAddress(oneLine(values))).coordinates;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new Error(CHECKOUT_ADDRESS_MESSAGES.notFound(), { cause: error });
    if (error instanceof ApiError && error.status === 429)
      throw new Error(error.message, { cause: error });
    throw new Error(CHECKOUT_ADDRESS_MESSAGES.undetermined(), { cause: error });
  }
}

interface Props {
  onSaved?: () => void;
  onCancel?: () => void;
}

/** The saved-address form: label, address, default (on by default); geocoded before saving. */
export function SavedAddressForm({ onSaved, onCancel }: Props) {
  const form = useForm<FormInput, unknown, CreateAddressInput>({
    resolver: localized(zodResolver(CreateAddressInput)),
    defaultValues: { label: '', ...ADDRESS_DEFAULTS, isDefault: true },
  });
  const { errors } = form.formState;
  const create = useCreateAddress();
  const [lookupError, setLookupError] = useState<string | null>(null);
  useLanguage();

  const submit = async (values: CreateAddressInput) => {
    setLookupError(null);
    let point;
    try {
      point = await locate(values);
    } catch (error) {
      setLookupError((error as Error).message);
      return;
    }
    try {
      await create.mutateAsync({ ...values, latitude: point.lat, longitude: point.lng });
      notify.success(m.account_addresses_saved(), oneLine(values));
      form.reset();
      onSaved?.();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      notify.error(
        m.account_addresses_error(),
        serverMessage(error, m.account_addresses_couldNotSave()),
      );
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label={m.account_addresses_formLabel()}
    >
      <Stack gap="sm">
        <LabelSelect control={form.control} name="label" error={errors.label?.message} />
        <AddressFields
          field={(name) => ({ input: form.register(name), error: errors[name]?.message })}
        />
        <Checkbox label={m.account_addresses_useAsDefault()} {...form.register('isDefault')} />
        {lookupError && (
          <Alert color="red" role="alert">
            {lookupError}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {m.account_addresses_cancel()}
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {m.account_addresses_save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
