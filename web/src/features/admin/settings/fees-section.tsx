import { m } from '@/i18n/paraglide/messages';
import { KITCHEN_COLUMN_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { KitchenAlertMinutes } from '@shop/contracts';
import { AutoOfferSwitch } from '../kitchen/auto-offer-switch';
import { FormMoneyField } from '../shared/money-field';
import { FormNumberField } from '../shared/number-field';
import type { SectionProps } from './section-props';

/** The service fee and express surcharge every cart and order is priced with. */
export function FeesSection({ control }: SectionProps) {
  useLanguage();
  return (
    <Card withBorder>
      <Title order={4}>{m.adminSettings_fees_title()}</Title>
      <Stack gap="sm" mt="sm">
        {/* Hundredths in the field, whole units (basis points, cents) in the form and on the server. */}
        <FormNumberField
          control={control}
          name="fees.serviceFeeBasisPoints"
          label={m.adminSettings_fees_serviceFee()}
          description={m.adminSettings_fees_serviceFeeHelp()}
          suffix=" %"
          decimalScale={2}
          clampBehavior="none"
          scale={100}
          emptyAs="undefined"
        />
        <FormMoneyField
          control={control}
          name="fees.expressFeeCents"
          holds="cents"
          label={m.adminSettings_fees_express()}
          clampBehavior="none"
          emptyAs="undefined"
        />
        <Text size="sm" c="dimmed">
          {m.adminSettings_fees_openCarts()}
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
  useLanguage();
  return (
    <Card withBorder>
      <Title order={4}>{m.adminSettings_alerts_title()}</Title>
      <Text size="sm" c="dimmed">
        {m.adminSettings_alerts_help()}
      </Text>
      <SimpleGrid cols={2} mt="sm">
        {ALERT_COLUMNS.map((column) => (
          <FormNumberField
            key={column}
            control={control}
            name={`kitchenAlerts.${column}`}
            label={m.adminSettings_alerts_minutes({ column: KITCHEN_COLUMN_NAMES[column]() })}
            allowDecimal={false}
            clampBehavior="none"
            emptyAs="undefined"
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}
