import { Group, Radio } from '@mantine/core';
import { PAYMENT_METHOD_TYPES, PaymentMethodType } from '@shop/contracts';
import { useTranslation } from '@/i18n/react';

interface Props {
  value: PaymentMethodType;
  onChange: (method: PaymentMethodType) => void;
  disabled?: boolean;
}

/** Card, iDEAL | Wero or Bancontact, in the order the spec's test page names them. */
export function MethodChoice({ value, onChange, disabled = false }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Radio.Group
      label={t('payment.method')}
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
            label={t(`payment.methods.${method}`)}
            disabled={disabled}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
