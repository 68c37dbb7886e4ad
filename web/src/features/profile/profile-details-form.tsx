import { Button, Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ProfileUpdate, type Profile } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/error-text';
import { useUpdateProfile } from './api';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { LANGUAGES, LANGUAGE_NAMES } from '@/i18n/config';
import { useChangeLanguage } from '@/features/language';

type FormInput = z.input<typeof ProfileUpdate>;
const FIELDS = ['fullName', 'phone', 'language'] as const;

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

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
  useLanguage();
  const changeLanguage = useChangeLanguage();

  const submit = async (values: ProfileUpdate) => {
    try {
      await update.mutateAsync(values);
      // The shop speaks the language the profile now keeps.
      void changeLanguage(values.language);
      notify.success(m.account_details_saved());
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      notify.error(m.account_profile_error(), serverMessage(error, m.account_details_saveFailed()));
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label={m.account_details_personalDetails()}
    >
      <Stack gap="sm">
        <TextInput
          label={m.account_details_fullName()}
          autoComplete="name"
          {...form.register('fullName')}
          error={errors.fullName?.message}
        />
        <TextInput
          label={m.account_details_phone()}
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
              label={m.account_details_language()}
              description={m.account_details_languageHint()}
              data={LANGUAGE_OPTIONS}
              allowDeselect={false}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'en')}
              error={errors.language?.message}
            />
          )}
        />
        <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={500} size="sm">
            {m.account_details_emailsLegend()}
          </Text>
          <Text size="xs" c="dimmed">
            {m.account_details_emailsAlways()}
          </Text>
          <Checkbox
            label={m.account_details_readyForPickup()}
            {...form.register('statusEmails.readyForPickup')}
          />
          <Checkbox
            label={m.account_details_outForDelivery()}
            {...form.register('statusEmails.outForDelivery')}
          />
          <Checkbox
            label={m.account_details_delivered()}
            {...form.register('statusEmails.delivered')}
          />
        </Stack>
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {m.account_details_save()}
        </Button>
      </Stack>
    </form>
  );
}
