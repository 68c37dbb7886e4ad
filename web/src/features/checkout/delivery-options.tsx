import { NativeSelect, Radio, Stack } from '@mantine/core';
import { ScheduledFor, type DeliveryOption } from '@shop/contracts';
import { formatSurcharge } from '@/lib/money';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/**
 * The delivery options: standard +0 (30-45 min), express (20-30 min) at the store's surcharge
 * (+3 unless an admin changed it), scheduled +0.
 */
const DELIVERY_OPTIONS: readonly {
  value: DeliveryOption;
  label: () => string;
  estimate: string | null;
}[] = [
  { value: 'standard', label: m.orders_checkout_standard, estimate: '30-45 min' },
  { value: 'express', label: m.orders_checkout_express, estimate: '20-30 min' },
  { value: 'scheduled', label: m.orders_checkout_scheduled, estimate: null },
];

const SCHEDULE_CHOICES: readonly {
  value: ScheduledFor;
  label: () => string;
}[] = [
  { value: 'asap', label: m.orders_checkout_asap },
  { value: '30min', label: m.orders_checkout_in30 },
  { value: '1h', label: m.orders_checkout_in1h },
  { value: '2h', label: m.orders_checkout_in2h },
];

export interface DeliveryChoice {
  option: DeliveryOption;
  scheduledFor: ScheduledFor;
}

interface Props {
  value: DeliveryChoice;
  onChange: (value: DeliveryChoice) => void;
  /** The express surcharge the server charges (public settings). */
  expressFeeCents: number;
  disabled?: boolean;
}

/** The confirm page's delivery option and, for a scheduled delivery, when. */
export function DeliveryOptions({ value, onChange, expressFeeCents, disabled = false }: Props) {
  useLanguage();
  return (
    <Stack gap="sm">
      <Radio.Group
        label={m.orders_checkout_deliveryOption()}
        value={value.option}
        onChange={(option) => onChange({ ...value, option: option as DeliveryOption })}
      >
        <Stack gap="xs" mt="xs">
          {DELIVERY_OPTIONS.map((o) => (
            <Radio
              key={o.value}
              value={o.value}
              disabled={disabled}
              label={`${o.label()} (${formatSurcharge(o.value === 'express' ? expressFeeCents : 0)})`}
              description={o.estimate ?? m.orders_checkout_atYourTime()}
            />
          ))}
        </Stack>
      </Radio.Group>
      {value.option === 'scheduled' && (
        <NativeSelect
          label={m.orders_checkout_deliveryTime()}
          data={SCHEDULE_CHOICES.map((c) => ({ value: c.value, label: c.label() }))}
          value={value.scheduledFor}
          disabled={disabled}
          onChange={(e) =>
            onChange({ ...value, scheduledFor: ScheduledFor.parse(e.currentTarget.value) })
          }
        />
      )}
    </Stack>
  );
}
