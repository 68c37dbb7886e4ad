import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { KITCHEN_COLUMN_LABELS, type KitchenAlertMinutes } from '@shop/contracts';
import { AutoOfferSwitch } from '../kitchen/auto-offer-switch';
import { FormNumberField } from '../shared/number-field';
import type { SectionProps } from './section-props';

/** The service fee and express surcharge every cart and order is priced with. */
export function FeesSection({ control }: SectionProps) {
  return (
    <Card withBorder>
      <Title order={4}>Fees and drivers</Title>
      <Stack gap="sm" mt="sm">
        {/* Hundredths in the field, whole units (basis points, cents) in the form and on the server. */}
        <FormNumberField
          control={control}
          name="fees.serviceFeeBasisPoints"
          label="Service fee (%)"
          description="Of the subtotal plus delivery and express fees."
          suffix=" %"
          decimalScale={2}
          clampBehavior="none"
          scale={100}
          emptyAs="undefined"
        />
        <FormNumberField
          control={control}
          name="fees.expressFeeCents"
          label="Express surcharge (€)"
          prefix="€ "
          decimalScale={2}
          fixedDecimalScale
          clampBehavior="none"
          scale={100}
          emptyAs="undefined"
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
export function KitchenAlertsSection({ control }: SectionProps) {
  return (
    <Card withBorder>
      <Title order={4}>Kitchen board alerts</Title>
      <Text size="sm" c="dimmed">
        An order longer than this in its column turns red on the board, with how long it has waited.
      </Text>
      <SimpleGrid cols={2} mt="sm">
        {ALERT_COLUMNS.map((column) => (
          <FormNumberField
            key={column}
            control={control}
            name={`kitchenAlerts.${column}`}
            label={`${KITCHEN_COLUMN_LABELS[column]} (minutes)`}
            allowDecimal={false}
            clampBehavior="none"
            emptyAs="undefined"
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}
