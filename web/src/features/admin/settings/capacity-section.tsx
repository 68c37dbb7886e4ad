import { Card, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import type { SectionProps } from './section-props';

/** Orders per 15 minutes, and what happens when the kitchen is full. */
export function CapacitySection({ control, errors }: SectionProps) {
  const capacityLimit = useWatch({ control, name: 'capacity.ordersPer15Minutes' });
  const whenFull = useWatch({ control, name: 'capacity.whenFull' });
  return (
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
              error={errors.capacity?.ordersPer15Minutes?.message}
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
              disabled={capacityLimit === null || whenFull === 'pause'}
              value={field.value}
              onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
              error={errors.capacity?.delayMinutes?.message}
            />
          )}
        />
      </Stack>
    </Card>
  );
}
