import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { FormNumberField } from '../shared/number-field';
import type { SectionProps } from './section-props';

/** Orders per 15 minutes, and what happens when the kitchen is full. */
export function CapacitySection({ control }: SectionProps) {
  useLanguage();
  const capacityLimit = useWatch({ control, name: 'capacity.ordersPer15Minutes' });
  const whenFull = useWatch({ control, name: 'capacity.whenFull' });
  return (
    <Card withBorder>
      <Title order={4}>{m.adminSettings_capacity_title()}</Title>
      <Stack gap="sm" mt="sm">
        <FormNumberField
          control={control}
          name="capacity.ordersPer15Minutes"
          label={m.adminSettings_capacity_perQuarter()}
          description={m.adminSettings_capacity_noLimit()}
          clampBehavior="none"
          allowDecimal={false}
          emptyAs="null"
        />
        <Controller
          control={control}
          name="capacity.whenFull"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {m.adminSettings_capacity_whenFull()}
              </Text>
              <SegmentedControl
                disabled={capacityLimit === null}
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'delay', label: m.adminSettings_capacity_delay() },
                  { value: 'pause', label: m.adminSettings_capacity_pause() },
                ]}
              />
            </Stack>
          )}
        />
        <FormNumberField
          control={control}
          name="capacity.delayMinutes"
          label={m.adminSettings_capacity_delayMinutes()}
          clampBehavior="none"
          allowDecimal={false}
          disabled={capacityLimit === null || whenFull === 'pause'}
          emptyAs="undefined"
        />
      </Stack>
    </Card>
  );
}
