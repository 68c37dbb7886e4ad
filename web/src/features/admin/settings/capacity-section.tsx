import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { FormNumberField } from '../shared/number-field';
import type { SectionProps } from './section-props';

/** Orders per 15 minutes, and what happens when the kitchen is full. */
export function CapacitySection({ control }: SectionProps) {
  const { t } = useTranslation('admin');
  const capacityLimit = useWatch({ control, name: 'capacity.ordersPer15Minutes' });
  const whenFull = useWatch({ control, name: 'capacity.whenFull' });
  return (
    <Card withBorder>
      <Title order={4}>{t('settings.capacity.title')}</Title>
      <Stack gap="sm" mt="sm">
        <FormNumberField
          control={control}
          name="capacity.ordersPer15Minutes"
          label={t('settings.capacity.perQuarter')}
          description={t('settings.capacity.noLimit')}
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
                {t('settings.capacity.whenFull')}
              </Text>
              <SegmentedControl
                disabled={capacityLimit === null}
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'delay', label: t('settings.capacity.delay') },
                  { value: 'pause', label: t('settings.capacity.pause') },
                ]}
              />
            </Stack>
          )}
        />
        <FormNumberField
          control={control}
          name="capacity.delayMinutes"
          label={t('settings.capacity.delayMinutes')}
          clampBehavior="none"
          allowDecimal={false}
          disabled={capacityLimit === null || whenFull === 'pause'}
          emptyAs="undefined"
        />
      </Stack>
    </Card>
  );
}
