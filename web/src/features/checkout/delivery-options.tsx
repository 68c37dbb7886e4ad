import { NativeSelect, Radio, Stack } from '@mantine/core';
import { ScheduledFor, type DeliveryOption } from '@shop/contracts';
import { formatSurcharge } from '@/lib/money';

/**
 * customer-side §9: standard +0 (30-45 min), express (20-30 min) at the store's surcharge
 * (+3 unless an admin changed it), scheduled +0.
 */
export const DELIVERY_OPTIONS: readonly {
  value: DeliveryOption;
  label: string;
  estimate: string;
}[] = [
  { value: 'standard', label: 'Standard Delivery', estimate: '30-45 min' },
  { value: 'express', label: 'Express Delivery', estimate: '20-30 min' },
  { value: 'scheduled', label: 'Scheduled Delivery', estimate: 'At the time you choose' },
];

export const SCHEDULE_CHOICES: readonly { value: ScheduledFor; label: string }[] = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '30min', label: 'In 30 minutes' },
  { value: '1h', label: 'In 1 hour' },
  { value: '2h', label: 'In 2 hours' },
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
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Delivery option"
        value={value.option}
        onChange={(option) => onChange({ ...value, option: option as DeliveryOption })}
      >
        <Stack gap="xs" mt="xs">
          {DELIVERY_OPTIONS.map((o) => (
            <Radio
              key={o.value}
              value={o.value}
              disabled={disabled}
              label={`${o.label} (${formatSurcharge(o.value === 'express' ? expressFeeCents : 0)})`}
              description={o.estimate}
            />
          ))}
        </Stack>
      </Radio.Group>
      {value.option === 'scheduled' && (
        <NativeSelect
          label="Delivery time"
          data={SCHEDULE_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
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
