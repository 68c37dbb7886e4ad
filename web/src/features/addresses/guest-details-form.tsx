import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GuestSessionInput } from '@shop/contracts';
import { ADDRESS_DEFAULTS, AddressFields } from './address-fields';
import { useTranslation } from '@/i18n/react';

type FormInput = z.input<typeof GuestSessionInput>;

interface Props {
  onSubmit: (values: GuestSessionInput) => void | Promise<void>;
  pending?: boolean;
  submitLabel?: string;
  defaultValues?: Partial<FormInput>;
}

/** The guest checkout's contact and address form (GuestSessionInput). */
export function GuestDetailsForm({ onSubmit, pending = false, submitLabel, defaultValues }: Props) {
  const { t } = useTranslation('orders');
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
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={t('address.yourDetails')}>
      <Stack gap="sm">
        <TextInput
          label={t('address.fullName')}
          autoComplete="name"
          required
          {...form.register('name')}
          error={errors.name?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('address.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label={t('address.phone')}
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
          {submitLabel ?? t('checkout.continue')}
        </Button>
      </Stack>
    </form>
  );
}
