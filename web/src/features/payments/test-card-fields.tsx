import { Alert, Group, List, Text, TextInput } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardErrors,
  type CardFields,
} from './card-fields';

/** Stripe's published test cards, which the test-mode provider honours. */
export function TestModeNote() {
  return (
    <Alert color="blue" variant="light" icon={<IconFlask />} title="Test mode" role="note">
      <Text size="xs">No real payment is made. Use any future expiry date and any CVC.</Text>
      <List size="xs" spacing={2} mt={4}>
        <List.Item>4242 4242 4242 4242 pays</List.Item>
        <List.Item>4000 0000 0000 0002 is declined</List.Item>
        <List.Item>4000 0000 0000 9995 has insufficient funds</List.Item>
        <List.Item>4000 0025 0000 3155 asks for 3-D Secure</List.Item>
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
  return (
    <>
      <TextInput
        label="Card number"
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={value.number}
        error={errors.number}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, number: formatCardNumber(e.currentTarget.value) })}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Expiry date"
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={value.expiry}
          error={errors.expiry}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.currentTarget.value) })}
        />
        <TextInput
          label="CVC"
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={value.cvc}
          error={errors.cvc}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, cvc: formatCvc(e.currentTarget.value) })}
        />
      </Group>
    </>
  );
}
