import { NativeSelect, Radio, Stack } from '@mantine/core';
import { ScheduledFor, type DeliveryOption } from '@shop/contracts';
import { formatSurcharge } from '@/lib/money';
import { useTranslation } from '@/i18n/react';

/**
 * The delivery options: standard +0 (30-45 min), express (20-30 min) at the store's surcharge
 * (+3 unless an admin changed it), scheduled +0.
 */
const DELIVERY_OPTIONS: readonly {
  value: DeliveryOption;
  label: 'standard' | 'express' | 'scheduled';
  estimate: string | null;
}[] = [
  { value: 'standard', label: 'standard', estimate: '30-45 min' },
  { value: 'express', label: 'express', estimate: '20-30 min' },
  { value: 'scheduled', label: 'scheduled', estimate: null },
];

const SCHEDULE_CHOICES: readonly {
  value: ScheduledFor;
  label: 'asap' | 'in30' | 'in1h' | 'in2h';
}[] = [
  { value: 'asap', label: 'asap' },
  { value: '30min', label: 'in30' },
  { value: '1h', label: 'in1h' },
  { value: '2h', label: 'in2h' },
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
  const { t } = useTranslation('orders');
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('checkout.deliveryOption')}
        value={value.option}
        onChange={(option) => onChange({ ...value, option: option as DeliveryOption })}
      >
        <Stack gap="xs" mt="xs">
          {DELIVERY_OPTIONS.map((o) => (
            <Radio
              key={o.value}
              value={o.value}
              disabled={disabled}
              label={`${t(`checkout.${o.label}`)} (${formatSurcharge(o.value === 'express' ? expressFeeCents : 0)})`}
              description={o.estimate ?? t('checkout.atYourTime')}
            />
          ))}
        </Stack>
      </Radio.Group>
      {value.option === 'scheduled' && (
        <NativeSelect
          label={t('checkout.deliveryTime')}
          data={SCHEDULE_CHOICES.map((c) => ({ value: c.value, label: t(`checkout.${c.label}`) }))}
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
