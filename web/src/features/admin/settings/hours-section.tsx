import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { WEEKDAYS, type StoreSettingsInput, type Weekday } from '@shop/contracts';
import { weekdayName } from '@/i18n/format';
import type { SectionProps } from './section-props';

function DayRow({ day, control }: { day: Weekday; control: Control<StoreSettingsInput> }) {
  useLanguage();
  const name = weekdayName(day, 'long');
  return (
    <Controller
      control={control}
      name={`openingHours.${day}`}
      render={({ field, fieldState }) => (
        <Table.Tr>
          <Table.Td>{name}</Table.Td>
          <Table.Td>
            <Switch
              aria-label={m.adminSettings_hours_dayOpen({ day: name })}
              checked={field.value !== null}
              onChange={(e) =>
                field.onChange(e.currentTarget.checked ? { open: '11:00', close: '22:00' } : null)
              }
              label={field.value ? m.adminSettings_hours_open() : m.adminSettings_hours_closed()}
            />
          </Table.Td>
          <Table.Td>
            {field.value && (
              <Group gap="xs" wrap="nowrap">
                <TimeInput
                  aria-label={m.adminSettings_hours_dayOpens({ day: name })}
                  value={field.value.open}
                  onChange={(e) => field.onChange({ ...field.value!, open: e.currentTarget.value })}
                  error={fieldState.error ? true : undefined}
                />
                <Text>–</Text>
                <TimeInput
                  aria-label={m.adminSettings_hours_dayCloses({ day: name })}
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

/** The weekly opening hours and whether ordering follows them. */
export function OpeningHoursSection({ control, errors }: SectionProps) {
  useLanguage();
  return (
    <Card withBorder>
      <Title order={4}>{m.adminSettings_hours_title()}</Title>
      <Text size="sm" c="dimmed">
        {m.adminSettings_hours_help()}
      </Text>
      <Table>
        <Table.Tbody>
          {WEEKDAYS.map((day) => (
            <DayRow key={day} day={day} control={control} />
          ))}
        </Table.Tbody>
      </Table>
      {errors.openingHours && (
        <Text c="red" size="sm">
          {m.adminSettings_hours_useHhMm()}
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
            label={m.adminSettings_hours_closeOutside()}
            description={m.adminSettings_hours_closeOutsideHelp()}
          />
        )}
      />
    </Card>
  );
}

/** Holidays (closed all day) and dates with special hours. */
export function ExceptionsSection({ control, errors }: SectionProps) {
  const exceptions = useFieldArray({ control, name: 'exceptions' });
  useLanguage();
  return (
    <Card withBorder>
      <Group justify="space-between">
        <Title order={4}>{m.adminSettings_exceptions_title()}</Title>
        <Button
          size="xs"
          variant="light"
          onClick={() => exceptions.append({ date: '', hours: null, note: '' })}
        >
          {m.adminSettings_exceptions_add()}
        </Button>
      </Group>
      {exceptions.fields.length === 0 && (
        <Text c="dimmed" size="sm" mt="sm">
          {m.adminSettings_exceptions_none()}
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
                  aria-label={m.adminSettings_exceptions_date()}
                  placeholder={m.adminSettings_exceptions_date()}
                  value={field.value.date || null}
                  onChange={(v) => field.onChange({ ...field.value, date: v ?? '' })}
                  error={errors.exceptions?.[index]?.date?.message}
                  w={150}
                />
                <Switch
                  mt={8}
                  label={
                    field.value.hours
                      ? m.adminSettings_hours_open()
                      : m.adminSettings_hours_closed()
                  }
                  checked={field.value.hours !== null}
                  onChange={(ev) =>
                    field.onChange({
                      ...field.value,
                      hours: ev.currentTarget.checked ? { open: '11:00', close: '18:00' } : null,
                    })
                  }
                />
                {field.value.hours && (
                  <>
                    <TimeInput
                      aria-label={m.adminSettings_exceptions_opens()}
                      value={field.value.hours.open}
                      onChange={(ev) =>
                        field.onChange({
                          ...field.value,
                          hours: { ...field.value.hours!, open: ev.currentTarget.value },
                        })
                      }
                    />
                    <TimeInput
                      aria-label={m.adminSettings_exceptions_closes()}
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
                  aria-label={m.adminSettings_exceptions_note()}
                  placeholder={m.adminSettings_exceptions_notePlaceholder()}
                  value={field.value.note ?? ''}
                  onChange={(ev) =>
                    field.onChange({ ...field.value, note: ev.currentTarget.value })
                  }
                  error={errors.exceptions?.[index]?.note?.message}
                  style={{ flex: 1, minWidth: 140 }}
                />
                <ActionIcon
                  mt={4}
                  variant="subtle"
                  color="red"
                  aria-label={m.adminSettings_exceptions_remove()}
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
        {errors.exceptions?.root?.message && (
          <Text c="red" size="sm">
            {errors.exceptions.root.message}
          </Text>
        )}
        {errors.exceptions?.message && (
          <Text c="red" size="sm">
            {errors.exceptions.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
