import { useEffect } from 'react';
import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { StoreSettingsUpdate, type StoreSettings, type StoreSettingsInput } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { UnsavedChangesPrompt } from '../shared/unsaved-changes';
import { CapacitySection } from './capacity-section';
import { FeesSection, KitchenAlertsSection } from './fees-section';
import { ExceptionsSection, OpeningHoursSection } from './hours-section';
import { PausesSection, when } from './pauses-section';
import { storeSettingsQuery } from './store-settings-api';

/** The editable part of the settings, as the form holds it. */
function formValues(s: StoreSettings): StoreSettingsInput {
  return {
    openingHours: s.openingHours,
    exceptions: s.exceptions,
    closeOutsideHours: s.closeOutsideHours,
    capacity: s.capacity,
    fees: s.fees,
    kitchenAlerts: s.kitchenAlerts,
  };
}

function SettingsForm({ settings }: { settings: StoreSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<StoreSettingsInput, unknown, StoreSettingsUpdate>({
    resolver: zodResolver(StoreSettingsUpdate),
    defaultValues: formValues(settings),
  });
  const { control, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) form.reset(formValues(settings));
  }, [settings, form, formState.isDirty]);

  const save = useMutation({
    mutationFn: (body: StoreSettingsUpdate) =>
      api.put<StoreSettings>('/api/admin/store-settings', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeSettingsQuery.queryKey, saved);
      form.reset(formValues(saved));
      notify.success('Store settings saved');
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError, [
        'exceptions',
        'openingHours',
        'capacity',
        'fees',
        'kitchenAlerts',
      ]);
      notify.error('The settings were not saved', error.message);
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
        </SimpleGrid>
        <Group justify="flex-end">
          {formState.isDirty && <Text c="orange">Unsaved changes</Text>}
          <Button
            variant="default"
            disabled={!formState.isDirty}
            onClick={() => form.reset(formValues(settings))}
          >
            Discard
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function StoreSettingsPage() {
  const { data, error } = useQuery(storeSettingsQuery);
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data) return <Loader />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Store Settings</Title>
        <Badge size="lg" color={data.openNow ? 'green' : 'gray'}>
          {data.openNow ? 'Open now' : 'Closed now'}
          {data.nextChange
            ? ` · ${data.openNow ? 'closes' : 'opens'} ${when(data.nextChange)}`
            : ''}
        </Badge>
      </Group>
      <PausesSection switches={data.switches} />
      <SettingsForm settings={data} />
    </Stack>
  );
}
