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
import { useTranslation } from '@/i18n/react';
import { localizeMessage } from '@/i18n/messages';
import type { TFunction } from '@/i18n/translator';
import { PaymentForm } from './payment-form';

/** The methods by name; a card is named in the page's language, the brands as they are. */
const methodLabel = (method: PaymentMethod, t: TFunction<'orders'>): string =>
  ({ card: t('testPayment.card'), ideal: 'iDEAL', bancontact: 'Bancontact', sofort: 'Sofort' })[
    method
  ];

type Stage =
  | { kind: 'form' }
  | { kind: 'pay'; input: PaymentTestForm }
  | { kind: 'success'; input: PaymentTestForm; result: ConfirmPaymentResponse };

function TestForm({ onSubmit }: { onSubmit: (input: PaymentTestForm) => void }) {
  const { t } = useTranslation('orders');
  const form = useForm<z.input<typeof PaymentTestForm>, unknown, PaymentTestForm>({
    resolver: localized(zodResolver(PaymentTestForm)),
    defaultValues: { orderId: '', amount: '', method: 'card' },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      noValidate
      aria-label={t('testPayment.form')}
    >
      <Stack gap="md">
        <TextInput
          label={t('testPayment.orderId')}
          inputMode="numeric"
          {...form.register('orderId')}
          error={errors.orderId?.message}
        />
        <TextInput
          label={t('testPayment.amount')}
          inputMode="decimal"
          {...form.register('amount')}
          error={errors.amount?.message}
        />
        <NativeSelect
          label={t('testPayment.method')}
          data={PAYMENT_METHODS.map((value) => ({ value, label: methodLabel(value, t) }))}
          {...form.register('method')}
        />
        <Text size="xs" c="dimmed">
          {t('testPayment.chargeNote')}
        </Text>
        <Button type="submit">{t('testPayment.continue')}</Button>
      </Stack>
    </form>
  );
}

function Success({ result, onAgain }: { result: ConfirmPaymentResponse; onAgain: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="sm" role="status" aria-label={t('testPayment.result')}>
      <Title order={2} size="h3" c="green.7">
        {t('testPayment.succeeded')}
      </Title>
      <Text>{t('testPayment.order', { id: result.orderId })}</Text>
      {/* The statuses are the api's own values, as a test tool shows them. */}
      <Text>
        {t('testPayment.paymentStatus')} <strong>{result.status}</strong>
      </Text>
      <Text>
        {t('testPayment.orderPaymentStatus')} <strong>{result.paymentStatus}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        {localizeMessage(result.message)}
      </Text>
      <Button variant="light" onClick={onAgain}>
        {t('testPayment.again')}
      </Button>
    </Stack>
  );
}

/** /test-payment: pays an existing order with the card form, in three steps. */
export default function TestPaymentPage() {
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const { t } = useTranslation('orders');
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('testPayment.title')}</Title>
        <Paper withBorder p="lg" radius="md">
          {stage.kind === 'form' && (
            <TestForm onSubmit={(input) => setStage({ kind: 'pay', input })} />
          )}
          {stage.kind === 'pay' && (
            <Stack gap="md">
              <Text size="sm">
                {t('testPayment.orderAndMethod', {
                  id: stage.input.orderId,
                  method: methodLabel(stage.input.method, t),
                })}
              </Text>
              <PaymentForm
                orderId={stage.input.orderId}
                amount={stage.input.amount}
                method={stage.input.method}
                onPaid={(result) => setStage({ kind: 'success', input: stage.input, result })}
              />
              <Button variant="subtle" onClick={() => setStage({ kind: 'form' })}>
                {t('testPayment.back')}
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
