import { Button, Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ProfileUpdate, type Profile } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/features/location/error-text';
import { useUpdateProfile } from './api';

type FormInput = z.input<typeof ProfileUpdate>;
const FIELDS = ['fullName', 'phone', 'language'] as const;

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'nl', label: 'Nederlands' },
];

/** Full name, phone, language and the optional status e-mails. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const form = useForm<FormInput, unknown, ProfileUpdate>({
    resolver: localized(zodResolver(ProfileUpdate)),
    values: {
      fullName: profile.fullName,
      phone: profile.phone,
      language: profile.language,
      statusEmails: profile.statusEmails,
    },
  });
  const { errors } = form.formState;
  const update = useUpdateProfile();

  const submit = async (values: ProfileUpdate) => {
    try {
      await update.mutateAsync(values);
      notify.success('Profile saved');
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      notify.error('Error', serverMessage(error, 'Could not save your profile. Please try again.'));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Personal details">
      <Stack gap="sm">
        <TextInput
          label="Full name"
          autoComplete="name"
          {...form.register('fullName')}
          error={errors.fullName?.message}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <Select
              label="Language"
              description="The shop speaks English for now; your choice counts once it speaks Dutch."
              data={LANGUAGES}
              allowDeselect={false}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'en')}
              error={errors.language?.message}
            />
          )}
        />
        <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={500} size="sm">
            E-mails about my orders
          </Text>
          <Text size="xs" c="dimmed">
            The order confirmation, the invoice, a cancellation and a refund are always sent.
          </Text>
          <Checkbox
            label="Ready for pickup at the bar"
            {...form.register('statusEmails.readyForPickup')}
          />
          <Checkbox label="Out for delivery" {...form.register('statusEmails.outForDelivery')} />
          <Checkbox label="Delivered" {...form.register('statusEmails.delivered')} />
        </Stack>
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          Save details
        </Button>
      </Stack>
    </form>
  );
}
