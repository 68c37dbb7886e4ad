import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GuestSessionInput } from '@shop/contracts';
import { ADDRESS_DEFAULTS, AddressFields } from './address-fields';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

type FormInput = z.input<typeof GuestSessionInput>;

interface Props {
  onSubmit: (values: GuestSessionInput) => void | Promise<void>;
  pending?: boolean;
  submitLabel?: string;
  defaultValues?: Partial<FormInput>;
}

/** The guest checkout's contact and address form (GuestSessionInput). */
export function GuestDetailsForm({ onSubmit, pending = false, submitLabel, defaultValues }: Props) {
  useLanguage();
  const form = useForm<FormInput, unknown, GuestSessionInput>({
    resolver: localized(zodResolver(GuestSessionInput)),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      address: { ...ADDRESS_DEFAULTS },
      ...defaultValues,
    },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label={m.orders_address_yourDetails()}
    >
      <Stack gap="sm">
        <TextInput
          label={m.orders_address_fullName()}
          autoComplete="name"
          required
          {...form.register('name')}
          error={errors.name?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={m.orders_address_email()}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label={m.orders_address_phone()}
            type="tel"
            autoComplete="tel"
            required
            {...form.register('phone')}
            error={errors.phone?.message}
          />
        </SimpleGrid>
        <AddressFields
          field={(name) => ({
            input: form.register(`address.${name}`),
            error: errors.address?.[name]?.message,
          })}
        />
        <Button type="submit" loading={pending || form.formState.isSubmitting} w="fit-content">
          {submitLabel ?? m.orders_checkout_continue()}
        </Button>
      </Stack>
    </form>
  );
}
