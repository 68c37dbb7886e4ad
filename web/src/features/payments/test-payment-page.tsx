import { useState } from 'react';
import {
  Button,
  Container,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  PAYMENT_METHODS,
  PaymentTestForm,
  type ConfirmPaymentResponse,
  type PaymentMethod,
} from '@shop/contracts';
import { PaymentForm } from './payment-form';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  sofort: 'Sofort',
};

export const CHARGE_NOTE =
  "The shop charges the order's own total: the amount is checked here, but the server computes the charge.";

type Stage =
  | { kind: 'form' }
  | { kind: 'pay'; input: PaymentTestForm }
  | { kind: 'success'; input: PaymentTestForm; result: ConfirmPaymentResponse };

function TestForm({ onSubmit }: { onSubmit: (input: PaymentTestForm) => void }) {
  const form = useForm<z.input<typeof PaymentTestForm>, unknown, PaymentTestForm>({
    resolver: localized(zodResolver(PaymentTestForm)),
    defaultValues: { orderId: '', amount: '', method: 'card' },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      noValidate
      aria-label="Test payment"
    >
      <Stack gap="md">
        <TextInput
          label="Order ID"
          inputMode="numeric"
          {...form.register('orderId')}
          error={errors.orderId?.message}
        />
        <TextInput
          label="Amount (€)"
          inputMode="decimal"
          {...form.register('amount')}
          error={errors.amount?.message}
        />
        <NativeSelect
          label="Payment method"
          data={PAYMENT_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] }))}
          {...form.register('method')}
        />
        <Text size="xs" c="dimmed">
          {CHARGE_NOTE}
        </Text>
        <Button type="submit">Continue to Payment</Button>
      </Stack>
    </form>
  );
}

function Success({ result, onAgain }: { result: ConfirmPaymentResponse; onAgain: () => void }) {
  return (
    <Stack gap="sm" role="status" aria-label="Payment result">
      <Title order={2} size="h3" c="green.7">
        Payment successful
      </Title>
      <Text>Order #{result.orderId}</Text>
      <Text>
        Payment status: <strong>{result.status}</strong>
      </Text>
      <Text>
        Order payment status: <strong>{result.paymentStatus}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        {result.message}
      </Text>
      <Button variant="light" onClick={onAgain}>
        Test another payment
      </Button>
    </Stack>
  );
}

/** /test-payment: pays an existing order with the card form, in three steps. */
export default function TestPaymentPage() {
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>Test Payment</Title>
        <Paper withBorder p="lg" radius="md">
          {stage.kind === 'form' && (
            <TestForm onSubmit={(input) => setStage({ kind: 'pay', input })} />
          )}
          {stage.kind === 'pay' && (
            <Stack gap="md">
              <Text size="sm">
                Order #{stage.input.orderId} · {METHOD_LABELS[stage.input.method]}
              </Text>
              <PaymentForm
                orderId={stage.input.orderId}
                amount={stage.input.amount}
                method={stage.input.method}
                onPaid={(result) => setStage({ kind: 'success', input: stage.input, result })}
              />
              <Button variant="subtle" onClick={() => setStage({ kind: 'form' })}>
                Back
              </Button>
            </Stack>
          )}
          {stage.kind === 'success' && (
            <Success result={stage.result} onAgain={() => setStage({ kind: 'form' })} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
