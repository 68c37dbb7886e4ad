import { Alert, Group, List, Text, TextInput } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardErrors,
  type CardFields,
} from './card-fields';
import { localizeMessage } from '@/i18n/messages';
import { useTranslation } from '@/i18n/react';

/** Stripe's published test cards, which the test-mode provider honours. */
export function TestModeNote() {
  const { t } = useTranslation('orders');
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconFlask />}
      title={t('payment.testMode')}
      role="note"
    >
      <Text size="xs">{t('payment.testNote')}</Text>
      <List size="xs" spacing={2} mt={4}>
        <List.Item>{t('payment.testPays', { card: '4242 4242 4242 4242' })}</List.Item>
        <List.Item>{t('payment.testDeclined', { card: '4000 0000 0000 0002' })}</List.Item>
        <List.Item>{t('payment.testFunds', { card: '4000 0000 0000 9995' })}</List.Item>
        <List.Item>{t('payment.test3ds', { card: '4000 0025 0000 3155' })}</List.Item>
      </List>
    </Alert>
  );
}

interface Props {
  value: CardFields;
  errors: CardErrors;
  disabled: boolean;
  onChange: (value: CardFields) => void;
}

/** Card number, expiry and CVC, formatted as they are typed. Used in test mode only. */
export function TestCardFields({ value, errors, disabled, onChange }: Props) {
  const { t } = useTranslation('orders');
  return (
    <>
      <TextInput
        label={t('payment.cardNumber')}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={value.number}
        error={errors.number && localizeMessage(errors.number)}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, number: formatCardNumber(e.currentTarget.value) })}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('payment.expiry')}
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={value.expiry}
          error={errors.expiry && localizeMessage(errors.expiry)}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.currentTarget.value) })}
        />
        <TextInput
          label={t('payment.cvc')}
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={value.cvc}
          error={errors.cvc && localizeMessage(errors.cvc)}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, cvc: formatCvc(e.currentTarget.value) })}
        />
      </Group>
    </>
  );
}
