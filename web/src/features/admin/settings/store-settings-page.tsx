import { useEffect } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput, DateTimePicker, TimeInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import {
  SWITCH_LABELS,
  StoreSettingsUpdate,
  WEEKDAYS,
  type StoreSettings,
  type StoreSettingsInput,
  type SwitchState,
  type Weekday,
} from '@shop/contracts';
import { api } from '@/lib/api-client';
import { formatCents } from '@/lib/money';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { AutoOfferSwitch } from '../kitchen/auto-offer-switch';
import { UnsavedChangesPrompt } from '../shared/unsaved-changes';
import { storeSettingsQuery } from './store-settings-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

const REASONS: Record<NonNullable<SwitchState['reason']>, string> = {
  manual: 'Paused',
  'closed-hours': 'Closed (opening hours)',
  capacity: 'Kitchen full',
};

/** The editable part of the settings, as the form holds it. */
function formValues(s: StoreSettings): StoreSettingsInput {
  return {
    openingHours: s.openingHours,
    exceptions: s.exceptions,
    closeOutsideHours: s.closeOutsideHours,
    capacity: s.capacity,
  };
}

function DayRow({ day, control }: { day: Weekday; control: Control<StoreSettingsInput> }) {
  return (
    <Controller
      control={control}
      name={`openingHours.${day}`}
      render={({ field, fieldState }) => (
        <Table.Tr>
          <Table.Td>{day}</Table.Td>
          <Table.Td>
            <Switch
              aria-label={`${day} open`}
              checked={field.value !== null}
              onChange={(e) =>
                field.onChange(e.currentTarget.checked ? { open: '11:00', close: '22:00' } : null)
              }
              label={field.value ? 'Open' : 'Closed'}
            />
          </Table.Td>
          <Table.Td>
            {field.value && (
              <Group gap="xs" wrap="nowrap">
                <TimeInput
                  aria-label={`${day} opens`}
                  value={field.value.open}
                  onChange={(e) => field.onChange({ ...field.value!, open: e.currentTarget.value })}
                  error={fieldState.error ? true : undefined}
                />
                <Text>–</Text>
                <TimeInput
                  aria-label={`${day} closes`}
                  value={field.value.close}
                  onChange={(e) =>
                    field.onChange({ ...field.value!, close: e.currentTarget.value })
                  }
                  error={fieldState.error ? true : undefined}
                />
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

function SwitchRow({ s }: { s: SwitchState }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (until: string | null) =>
      api.put<SwitchState>(`/api/admin/ordering-switches/${s.name}/expiry`, { until }),
    onSuccess: () => {
      notify.success('Pause changed');
      void queryClient.invalidateQueries({ queryKey: storeSettingsQuery.queryKey });
    },
    onError: (e) => notify.error('The pause was not changed', e.message),
  });
  return (
    <Table.Tr>
      <Table.Td>{SWITCH_LABELS[s.name]}</Table.Td>
      <Table.Td>
        <Badge color={s.enabled ? 'green' : 'red'}>
          {s.enabled ? 'On' : REASONS[s.reason ?? 'manual']}
        </Badge>
      </Table.Td>
      <Table.Td>
        {s.setBy && s.setAt ? `${s.setBy}, ${when(s.setAt)}` : <Text c="dimmed">—</Text>}
      </Table.Td>
      <Table.Td>
        {s.enabled ? (
          <Text c="dimmed">—</Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <DateTimePicker
              aria-label={`${SWITCH_LABELS[s.name]} paused until`}
              placeholder="Until turned on"
              value={s.until}
              minDate={new Date()}
              clearable
              disabled={change.isPending}
              onChange={(value) =>
                change.mutate(
                  value ? new Date(String(value).replace(' ', 'T')).toISOString() : null,
                )
              }
            />
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function SettingsForm({ settings }: { settings: StoreSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<StoreSettingsInput, unknown, StoreSettingsUpdate>({
    resolver: zodResolver(StoreSettingsUpdate),
    defaultValues: formValues(settings),
  });
  const { control, formState } = form;
  const exceptions = useFieldArray({ control, name: 'exceptions' });
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
      applyFieldErrors(error, form.setError, ['exceptions', 'openingHours', 'capacity']);
      notify.error('The settings were not saved', error.message);
    },
  });
  const capacityLimit = form.watch('capacity.ordersPer15Minutes');
  const e = formState.errors;

  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <UnsavedChangesPrompt dirty={formState.isDirty} />
      <Stack>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Card withBorder>
            <Title order={4}>Opening hours</Title>
            <Text size="sm" c="dimmed">
              A closing time before the opening time is after midnight.
            </Text>
            <Table>
              <Table.Tbody>
                {WEEKDAYS.map((day) => (
                  <DayRow key={day} day={day} control={control} />
                ))}
              </Table.Tbody>
            </Table>
            {e.openingHours && (
              <Text c="red" size="sm">
                Use HH:MM for every opening and closing time.
              </Text>
            )}
            <Controller
              control={control}
              name="closeOutsideHours"
              render={({ field }) => (
                <Switch
                  mt="md"
                  checked={field.value}
                  onChange={(ev) => field.onChange(ev.currentTarget.checked)}
                  label="Turn online ordering off outside the opening hours"
                  description="Ordering stops at closing time and starts again at opening time."
                />
              )}
            />
          </Card>
          <Card withBorder>
            <Group justify="space-between">
              <Title order={4}>Holidays and special hours</Title>
              <Button
                size="xs"
                variant="light"
                onClick={() => exceptions.append({ date: '', hours: null, note: '' })}
              >
                Add a date
              </Button>
            </Group>
            {exceptions.fields.length === 0 && (
              <Text c="dimmed" size="sm" mt="sm">
                No exceptions: the weekly hours apply every day.
              </Text>
            )}
            <Stack mt="sm" gap="sm">
              {exceptions.fields.map((row, index) => (
                <Controller
                  key={row.id}
                  control={control}
                  name={`exceptions.${index}`}
                  render={({ field, fieldState }) => (
                    <Group align="flex-start" gap="xs" wrap="wrap">
                      <DatePickerInput
                        aria-label="Date"
                        placeholder="Date"
                        value={field.value.date || null}
                        onChange={(v) => field.onChange({ ...field.value, date: v ?? '' })}
                        error={e.exceptions?.[index]?.date?.message}
                        w={150}
                      />
                      <Switch
                        mt={8}
                        label={field.value.hours ? 'Open' : 'Closed'}
                        checked={field.value.hours !== null}
                        onChange={(ev) =>
                          field.onChange({
                            ...field.value,
                            hours: ev.currentTarget.checked
                              ? { open: '11:00', close: '18:00' }
                              : null,
                          })
                        }
                      />
                      {field.value.hours && (
                        <>
                          <TimeInput
                            aria-label="Opens"
                            value={field.value.hours.open}
                            onChange={(ev) =>
                              field.onChange({
                                ...field.value,
                                hours: { ...field.value.hours!, open: ev.currentTarget.value },
                              })
                            }
                          />
                          <TimeInput
                            aria-label="Closes"
                            value={field.value.hours.close}
                            onChange={(ev) =>
                              field.onChange({
                                ...field.value,
                                hours: { ...field.value.hours!, close: ev.currentTarget.value },
                              })
                            }
                          />
                        </>
                      )}
                      <TextInput
                        aria-label="Note"
                        placeholder="Note, e.g. Christmas"
                        value={field.value.note ?? ''}
                        onChange={(ev) =>
                          field.onChange({ ...field.value, note: ev.currentTarget.value })
                        }
                        error={e.exceptions?.[index]?.note?.message}
                        style={{ flex: 1, minWidth: 140 }}
                      />
                      <ActionIcon
                        mt={4}
                        variant="subtle"
                        color="red"
                        aria-label="Remove date"
                        onClick={() => exceptions.remove(index)}
                      >
                        ✕
                      </ActionIcon>
                      {fieldState.error?.message && (
                        <Text c="red" size="sm" w="100%">
                          {fieldState.error.message}
                        </Text>
                      )}
                    </Group>
                  )}
                />
              ))}
              {e.exceptions?.root?.message && (
                <Text c="red" size="sm">
                  {e.exceptions.root.message}
                </Text>
              )}
              {e.exceptions?.message && (
                <Text c="red" size="sm">
                  {e.exceptions.message}
                </Text>
              )}
            </Stack>
          </Card>
          <Card withBorder>
            <Title order={4}>Kitchen capacity</Title>
            <Stack gap="sm" mt="sm">
              <Controller
                control={control}
                name="capacity.ordersPer15Minutes"
                render={({ field }) => (
                  <NumberInput
                    label="Orders per 15 minutes"
                    description="Leave empty for no limit."
                    clampBehavior="none"
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                    error={e.capacity?.ordersPer15Minutes?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="capacity.whenFull"
                render={({ field }) => (
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      When the kitchen is full
                    </Text>
                    <SegmentedControl
                      disabled={capacityLimit === null}
                      value={field.value}
                      onChange={field.onChange}
                      data={[
                        { value: 'delay', label: 'Move the estimate later' },
                        { value: 'pause', label: 'Pause ordering for 15 minutes' },
                      ]}
                    />
                  </Stack>
                )}
              />
              <Controller
                control={control}
                name="capacity.delayMinutes"
                render={({ field }) => (
                  <NumberInput
                    label="Minutes added per full 15 minutes"
                    clampBehavior="none"
                    allowDecimal={false}
                    disabled={capacityLimit === null || form.watch('capacity.whenFull') === 'pause'}
                    value={field.value}
                    onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                    error={e.capacity?.delayMinutes?.message}
                  />
                )}
              />
            </Stack>
          </Card>
          <Card withBorder>
            <Title order={4}>Fees and drivers</Title>
            <Stack gap="xs" mt="sm">
              <Text>
                Service fee: {settings.serviceFeePercent}% of subtotal, delivery and express
              </Text>
              <Text>Express surcharge: {formatCents(settings.expressFeeCents)}</Text>
              <Text size="sm" c="dimmed">
                These follow the price rules the shop and the server share; they are not changed
                here.
              </Text>
              <AutoOfferSwitch />
            </Stack>
          </Card>
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
      <Card withBorder>
        <Title order={4}>Ordering switches</Title>
        <Text size="sm" c="dimmed">
          A pause lasts until closing time unless you choose another end; it then turns itself back
          on.
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Switch</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Last set by</Table.Th>
                <Table.Th>Paused until</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.switches.map((s) => (
                <SwitchRow key={s.name} s={s} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <SettingsForm settings={data} />
    </Stack>
  );
}
