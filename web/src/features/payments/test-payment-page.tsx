import { useState } from 'react';
import {
  Button,
  Center,
  Container,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  PAYMENT_METHOD_TYPES,
  PaymentTestForm,
  type ConfirmPaymentResponse,
} from '@shop/contracts';
import { parseOrderId } from '@/lib/order-id';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { paymentMethodName } from './method-name';
import { localizeNote } from '@/i18n/notes';
import { PaymentForm } from './payment-form';
import { useReturnedPayment } from './returned-payment';

/** Where iDEAL | Wero and Bancontact bring staff back to: this page, for the same order. */
const returnUrlFor = (orderId: number) =>
  `${window.location.origin}/test-payment?orderId=${orderId}`;

type Stage =
  | { kind: 'form' }
  /** Back from the bank page: the server's word on the payment. */
  | { kind: 'returned'; orderId: number }
  | { kind: 'pay'; input: PaymentTestForm }
  | { kind: 'success'; result: ConfirmPaymentResponse };

function TestForm({ onSubmit }: { onSubmit: (input: PaymentTestForm) => void }) {
  useLanguage();
  const form = useForm<z.input<typeof PaymentTestForm>, unknown, PaymentTestForm>({
    resolver: localized(zodResolver(PaymentTestForm)),
    defaultValues: { orderId: '', amount: '', method: 'card' },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      noValidate
      aria-label={m.orders_testPayment_form()}
    >
      <Stack gap="md">
        <TextInput
          label={m.orders_testPayment_orderId()}
          inputMode="numeric"
          {...form.register('orderId')}
          error={errors.orderId?.message}
        />
        <TextInput
          label={m.orders_testPayment_amount()}
          inputMode="decimal"
          {...form.register('amount')}
          error={errors.amount?.message}
        />
        <NativeSelect
          label={m.orders_testPayment_method()}
          data={PAYMENT_METHOD_TYPES.map((value) => ({
            value,
            label: paymentMethodName(value),
          }))}
          {...form.register('method')}
        />
        <Text size="xs" c="dimmed">
          {m.orders_testPayment_chargeNote()}
        </Text>
        <Button type="submit">{m.orders_testPayment_continue()}</Button>
      </Stack>
    </form>
  );
}

function Success({ result, onAgain }: { result: ConfirmPaymentResponse; onAgain: () => void }) {
  useLanguage();
  return (
    <Stack gap="sm" role="status" aria-label={m.orders_testPayment_result()}>
      <Title order={2} size="h3" c="green.7">
        {m.orders_testPayment_succeeded()}
      </Title>
      <Text>{m.orders_testPayment_order({ id: result.orderId })}</Text>
      {/* The statuses are the api's own values, as a test tool shows them. */}
      <Text>
        {m.orders_testPayment_paymentStatus()} <strong>{result.status}</strong>
      </Text>
      <Text>
        {m.orders_testPayment_orderPaymentStatus()} <strong>{result.paymentStatus}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        {localizeNote(result.texts?.message, result.message)}
      </Text>
      <Button variant="light" onClick={onAgain}>
        {m.orders_testPayment_again()}
      </Button>
    </Stack>
  );
}

/** Back from a redirect method: the result, or the payment form again with what went wrong. */
function Returned(props: {
  orderId: number;
  onPaid: (result: ConfirmPaymentResponse) => void;
  onAgain: () => void;
}) {
  const { orderId, onPaid, onAgain } = props;
  const returned = useReturnedPayment();
  useLanguage();
  if (returned.state === 'checking' || returned.state === 'none') {
    return (
      <Center py="md">
        <Loader role="progressbar" aria-label={m.orders_testPayment_checking()} />
      </Center>
    );
  }
  if (returned.state === 'failed') {
    return (
      <Stack gap="md">
        <Text size="sm">{m.orders_testPayment_order({ id: orderId })}</Text>
        <PaymentForm
          orderId={orderId}
          returnUrl={returnUrlFor(orderId)}
          initialProblem={returned.problem}
          onPaid={onPaid}
        />
      </Stack>
    );
  }
  return <Success result={returned.result} onAgain={onAgain} />;
}

/** /test-payment: pays an existing order with the payment form, in three steps. */
export default function TestPaymentPage() {
  const [search] = useSearchParams();
  const returnedOrder = search.get('payment_intent') ? parseOrderId(search.get('orderId')) : null;
  const [stage, setStage] = useState<Stage>(
    returnedOrder ? { kind: 'returned', orderId: returnedOrder } : { kind: 'form' },
  );
  useLanguage();
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>{m.orders_testPayment_title()}</Title>
        <Paper withBorder p="lg" radius="md">
          {stage.kind === 'form' && (
            <TestForm onSubmit={(input) => setStage({ kind: 'pay', input })} />
          )}
          {stage.kind === 'pay' && (
            <Stack gap="md">
              <Text size="sm">
                {m.orders_testPayment_orderAndMethod({
                  id: stage.input.orderId,
                  method: paymentMethodName(stage.input.method),
                })}
              </Text>
              <PaymentForm
                orderId={stage.input.orderId}
                amount={stage.input.amount}
                method={stage.input.method}
                returnUrl={returnUrlFor(stage.input.orderId)}
                onPaid={(result) => setStage({ kind: 'success', result })}
              />
              <Button variant="subtle" onClick={() => setStage({ kind: 'form' })}>
                {m.orders_testPayment_back()}
              </Button>
            </Stack>
          )}
          {stage.kind === 'returned' && (
            <Returned
              orderId={stage.orderId}
              onPaid={(result) => setStage({ kind: 'success', result })}
              onAgain={() => setStage({ kind: 'form' })}
            />
          )}
          {stage.kind === 'success' && (
            <Success result={stage.result} onAgain={() => setStage({ kind: 'form' })} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
