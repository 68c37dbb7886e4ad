import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { FormNumberField } from '../shared/number-field';
import type { SectionProps } from './section-props';

/** Orders per 15 minutes, and what happens when the kitchen is full. */
export function CapacitySection({ control }: SectionProps) {
  const capacityLimit = useWatch({ control, name: 'capacity.ordersPer15Minutes' });
  const whenFull = useWatch({ control, name: 'capacity.whenFull' });
  return (
    <Card withBorder>
      <Title order={4}>Kitchen capacity</Title>
      <Stack gap="sm" mt="sm">
        <FormNumberField
          control={control}
          name="capacity.ordersPer15Minutes"
          label="Orders per 15 minutes"
          description="Leave empty for no limit."
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
        <FormNumberField
          control={control}
          name="capacity.delayMinutes"
          label="Minutes added per full 15 minutes"
          clampBehavior="none"
          allowDecimal={false}
          disabled={capacityLimit === null || whenFull === 'pause'}
          emptyAs="undefined"
        />
      </Stack>
    </Card>
  );
}
