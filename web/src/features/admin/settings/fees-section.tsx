import { Card, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { KITCHEN_COLUMN_LABELS, type KitchenAlertMinutes } from '@shop/contracts';
import { AutoOfferSwitch } from '../kitchen/auto-offer-switch';
import type { SectionProps } from './section-props';

/** Hundredths in the field, whole units (cents, basis points) in the form and on the server. */
const fromHundredths = (value: string | number) =>
  value === '' ? undefined : Math.round(Number(value) * 100);

/** The service fee and express surcharge every cart and order is priced with. */
export function FeesSection({ control, errors }: SectionProps) {
  return (
    <Card withBorder>
      <Title order={4}>Fees and drivers</Title>
      <Stack gap="sm" mt="sm">
        <Controller
          control={control}
          name="fees.serviceFeeBasisPoints"
          render={({ field }) => (
            <NumberInput
              label="Service fee (%)"
              description="Of the subtotal plus delivery and express fees."
              suffix=" %"
              decimalScale={2}
              clampBehavior="none"
              value={field.value === undefined ? '' : field.value / 100}
              onChange={(v) => field.onChange(fromHundredths(v))}
              error={errors.fees?.serviceFeeBasisPoints?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="fees.expressFeeCents"
          render={({ field }) => (
            <NumberInput
              label="Express surcharge (€)"
              prefix="€ "
              decimalScale={2}
              fixedDecimalScale
              clampBehavior="none"
              value={field.value === undefined ? '' : field.value / 100}
              onChange={(v) => field.onChange(fromHundredths(v))}
              error={errors.fees?.expressFeeCents?.message}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          Open carts show the new fees at once; orders placed before the change keep theirs.
        </Text>
        <AutoOfferSwitch />
      </Stack>
    </Card>
  );
}

const ALERT_COLUMNS = [
  'new',
  'preparing',
  'ready',
  'out',
] as const satisfies readonly (keyof KitchenAlertMinutes)[];

/** How long an order may stay in each kitchen board column before its card turns red. */
export function KitchenAlertsSection({ control, errors }: SectionProps) {
  return (
    <Card withBorder>
      <Title order={4}>Kitchen board alerts</Title>
      <Text size="sm" c="dimmed">
        An order longer than this in its column turns red on the board, with how long it has waited.
      </Text>
      <SimpleGrid cols={2} mt="sm">
        {ALERT_COLUMNS.map((column) => (
          <Controller
            key={column}
            control={control}
            name={`kitchenAlerts.${column}`}
            render={({ field }) => (
              <NumberInput
                label={`${KITCHEN_COLUMN_LABELS[column]} (minutes)`}
                allowDecimal={false}
                clampBehavior="none"
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                error={errors.kitchenAlerts?.[column]?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}
