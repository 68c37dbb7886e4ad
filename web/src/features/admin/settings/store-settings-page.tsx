import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect } from 'react';
import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { StoreSettingsUpdate, type StoreSettings, type StoreSettingsInput } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { notify } from '@/lib/notify';
import { UnsavedChangesPrompt } from '../shared/unsaved-changes';
import { CapacitySection } from './capacity-section';
import { FeesSection, KitchenAlertsSection } from './fees-section';
import { ExceptionsSection, OpeningHoursSection } from './hours-section';
import { LegalSection, withoutBlankLegalDetails } from './legal-section';
import { PausesSection, when } from './pauses-section';
import { saveStoreSettings, storeSettingsQuery } from './api';

/** The editable part of the settings, as the form holds it. */
function formValues(s: StoreSettings): StoreSettingsInput {
  return {
    openingHours: s.openingHours,
    exceptions: s.exceptions,
    closeOutsideHours: s.closeOutsideHours,
    capacity: s.capacity,
    fees: s.fees,
    kitchenAlerts: s.kitchenAlerts,
    ...(s.legalDetails ? { legalDetails: s.legalDetails } : {}),
  };
}

const settingsResolver = localized(zodResolver(StoreSettingsUpdate));

function SettingsForm({ settings }: { settings: StoreSettings }) {
  const queryClient = useQueryClient();
  useLanguage();
  const form = useForm<StoreSettingsInput, unknown, StoreSettingsUpdate>({
    resolver: (values, context, options) =>
      settingsResolver(withoutBlankLegalDetails(values), context, options),
    defaultValues: formValues(settings),
  });
  const { control, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) form.reset(formValues(settings));
  }, [settings, form, formState.isDirty]);

  const save = useMutation({
    mutationFn: saveStoreSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(storeSettingsQuery.queryKey, saved);
      form.reset(formValues(saved));
      notify.success(m.adminSettings_saved());
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError, [
        'exceptions',
        'openingHours',
        'capacity',
        'fees',
        'kitchenAlerts',
        'legalDetails',
      ]);
      notify.error(m.adminSettings_notSaved(), localizeMessage(error.message));
    },
  });
  const errors = formState.errors;

  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <UnsavedChangesPrompt dirty={formState.isDirty} />
      <Stack>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <OpeningHoursSection control={control} errors={errors} />
          <ExceptionsSection control={control} errors={errors} />
          <CapacitySection control={control} errors={errors} />
          <KitchenAlertsSection control={control} errors={errors} />
          <FeesSection control={control} errors={errors} />
          <LegalSection control={control} errors={errors} missing={!settings.legalDetails} />
        </SimpleGrid>
        <Group justify="flex-end">
          {formState.isDirty && <Text c="orange">{m.adminSettings_unsaved()}</Text>}
          <Button
            variant="default"
            disabled={!formState.isDirty}
            onClick={() => form.reset(formValues(settings))}
          >
            {m.adminSettings_discard()}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
            {m.adminSettings_save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function StoreSettingsPage() {
  const { data, error } = useQuery(storeSettingsQuery);
  useLanguage();
  if (error) return <Alert color="red">{localizeMessage(error.message)}</Alert>;
  if (!data) return <Loader />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{m.adminSettings_title()}</Title>
        <Badge size="lg" color={data.openNow ? 'green' : 'gray'}>
          {data.openNow ? m.adminSettings_openNow() : m.adminSettings_closedNow()}
          {data.nextChange
            ? (data.openNow ? m.adminSettings_closes : m.adminSettings_opens)({
                time: when(data.nextChange),
              })
            : ''}
        </Badge>
      </Group>
      <PausesSection switches={data.switches} />
      <SettingsForm settings={data} />
    </Stack>
  );
}
