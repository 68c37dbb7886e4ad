import { Alert, Group, List, Text, TextInput } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardErrors,
  type CardFields,
} from './card-fields';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** Stripe's published test cards, which the test-mode provider honours. */
export function TestModeNote() {
  useLanguage();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconFlask />}
      title={m.orders_payment_testMode()}
      role="note"
    >
      <Text size="xs">{m.orders_payment_testNote()}</Text>
      <List size="xs" spacing={2} mt={4}>
        <List.Item>{m.orders_payment_testPays({ card: '4242 4242 4242 4242' })}</List.Item>
        <List.Item>{m.orders_payment_testDeclined({ card: '4000 0000 0000 0002' })}</List.Item>
        <List.Item>{m.orders_payment_testFunds({ card: '4000 0000 0000 9995' })}</List.Item>
        <List.Item>{m.orders_payment_test3ds({ card: '4000 0025 0000 3155' })}</List.Item>
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
  useLanguage();
  return (
    <>
      <TextInput
        label={m.orders_payment_cardNumber()}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={value.number}
        error={errors.number?.()}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, number: formatCardNumber(e.currentTarget.value) })}
      />
      <Group grow align="flex-start">
        <TextInput
          label={m.orders_payment_expiry()}
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={value.expiry}
          error={errors.expiry?.()}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.currentTarget.value) })}
        />
        <TextInput
          label={m.orders_payment_cvc()}
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={value.cvc}
          error={errors.cvc?.()}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, cvc: formatCvc(e.currentTarget.value) })}
        />
      </Group>
    </>
  );
}
