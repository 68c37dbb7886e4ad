import { useEffect } from 'react';
import { Button, Checkbox, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckoutAddressForm as CheckoutAddressSchema,
  type CheckoutAddressForm as CheckoutAddressValues,
} from '@shop/contracts';
import { ADDRESS_DEFAULTS, AddressFields } from './address-fields';
import { LabelSelect } from './label-select';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

type FormInput = z.input<typeof CheckoutAddressSchema>;

interface Props {
  onSubmit: (values: CheckoutAddressValues) => void | Promise<void>;
  pending?: boolean;
  submitLabel?: string;
  defaultValues?: Partial<FormInput>;
}

/**
 * The signed-in customer's checkout address form: the address, "save this
 * address" (on by default) and "set as default" (off, and only available while saving).
 */
export function CheckoutAddressForm({
  onSubmit,
  pending = false,
  submitLabel,
  defaultValues,
}: Props) {
  useLanguage();
  const form = useForm<FormInput, unknown, CheckoutAddressValues>({
    resolver: localized(zodResolver(CheckoutAddressSchema)),
    defaultValues: {
      label: 'home',
      ...ADDRESS_DEFAULTS,
      saveAddress: true,
      setAsDefault: false,
      ...defaultValues,
    },
  });
  const { errors } = form.formState;
  const saveAddress = form.watch('saveAddress');
  const { setValue } = form;

  useEffect(() => {
    if (!saveAddress) setValue('setAsDefault', false);
  }, [saveAddress, setValue]);

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label={m.orders_checkout_addressSection()}
    >
      <Stack gap="sm">
        <LabelSelect control={form.control} name="label" error={errors.label?.message} />
        <AddressFields
          field={(name) => ({ input: form.register(name), error: errors[name]?.message })}
        />
        <Checkbox label={m.orders_address_save()} {...form.register('saveAddress')} />
        <Checkbox
          label={m.orders_address_setDefault()}
          disabled={!saveAddress}
          {...form.register('setAsDefault')}
        />
        <Button type="submit" loading={pending || form.formState.isSubmitting} w="fit-content">
          {submitLabel ?? m.orders_checkout_continue()}
        </Button>
      </Stack>
    </form>
  );
}
