import { Group, Radio } from '@mantine/core';
import { PAYMENT_METHOD_TYPES, PaymentMethodType } from '@shop/contracts';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { paymentMethodName } from './method-name';

interface Props {
  value: PaymentMethodType;
  onChange: (method: PaymentMethodType) => void;
  disabled?: boolean;
}

/** Card, iDEAL | Wero or Bancontact, in the order the spec's test page names them. */
export function MethodChoice({ value, onChange, disabled = false }: Props) {
  useLanguage();
  return (
    <Radio.Group
      label={m.orders_payment_method()}
      value={value}
      onChange={(next) => {
        const method = PaymentMethodType.safeParse(next);
        if (method.success) onChange(method.data);
      }}
    >
      <Group gap="lg" mt="xs">
        {PAYMENT_METHOD_TYPES.map((method) => (
          <Radio
            key={method}
            value={method}
            label={paymentMethodName(method)}
            disabled={disabled}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
