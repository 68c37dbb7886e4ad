import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBuildingBank } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { formatEuros, type PaymentIntentStatus } from '@shop/contracts';
import { isSitePath } from '@/lib/session-storage';
import { localizeMessage } from '@/i18n/messages';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { paymentMethodName } from './method-name';
import { authenticateTestModePayment, testModeBankQuery } from './api';
import { problemFrom, type PaymentProblem } from './payment-outcome';
import { redirect, withPaymentResult } from './redirect';

/** How the return address names the outcome, as Stripe's redirect does. */
const redirectStatus = (status: PaymentIntentStatus) =>
  status === 'succeeded' || status === 'processing' ? status : 'failed';

interface BankLink {
  paymentIntentId: string;
  clientSecret: string;
  returnUrl: string;
}

/** The bank page's query as the test-mode confirm wrote it; null when a part is missing. */
function useBankLink(): BankLink | null {
  const [search] = useSearchParams();
  const paymentIntentId = search.get('payment_intent');
  const clientSecret = search.get('payment_intent_client_secret');
  const returnUrl = search.get('return_url');
  if (!paymentIntentId || !clientSecret || !returnUrl || !isSitePath(returnUrl)) return null;
  return { paymentIntentId, clientSecret, returnUrl };
}

function Problem({ title, message }: PaymentProblem) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title} role="alert">
      {message}
    </Alert>
  );
}

/**
 * /test-payment/authorize: test mode's stand-in for the bank an iDEAL | Wero or Bancontact
 * payment goes to, as Stripe's test redirect page is ("Authorize test payment" / "Fail test
 * payment"). Either answer sends the customer back to the shop's return address with the
 * intent and how it ended; the shop then asks the server, never this page, whether it paid.
 */
export default function TestBankPage() {
  useLanguage();
  const link = useBankLink();
  const payment = useQuery({
    ...testModeBankQuery({
      paymentIntentId: link?.paymentIntentId ?? '',
      clientSecret: link?.clientSecret ?? '',
    }),
    enabled: link !== null,
  });
  const [answering, setAnswering] = useState<'authorize' | 'fail' | null>(null);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);

  const backToShop = (status: PaymentIntentStatus) => {
    if (!link) return;
    redirect.to(
      withPaymentResult(link.returnUrl, {
        paymentIntentId: link.paymentIntentId,
        clientSecret: link.clientSecret,
        redirectStatus: redirectStatus(status),
      }),
    );
  };

  const answer = async (approve: boolean) => {
    if (!link || answering) return;
    setAnswering(approve ? 'authorize' : 'fail');
    setProblem(null);
    try {
      const result = await authenticateTestModePayment({
        paymentIntentId: link.paymentIntentId,
        clientSecret: link.clientSecret,
        approve,
      });
      backToShop(result.status);
    } catch (err) {
      setProblem(problemFrom(err));
      setAnswering(null);
    }
  };

  let body;
  if (!link) {
    const failed = m.orders_payment_errors_failed();
    body = <Problem title={failed} message={m.orders_payment_bank_incomplete()} />;
  } else if (payment.isError) {
    body = (
      <Problem
        title={m.orders_payment_errors_failed()}
        message={localizeMessage(payment.error.message)}
      />
    );
  } else if (!payment.data) {
    body = (
      <Center py="md">
        <Loader role="progressbar" aria-label={m.orders_payment_bank_loading()} />
      </Center>
    );
  } else {
    const { data } = payment;
    const method = data.method ? paymentMethodName(data.method) : '';
    const waiting = data.status === 'requires_action';
    body = (
      <Stack gap="md">
        <Text size="lg">
          {m.orders_payment_bank_asks({ amount: formatEuros(data.amount), method })}
        </Text>
        {data.orderId !== null && (
          <Text size="sm" c="dimmed">
            {m.orders_payment_bank_order({ id: data.orderId })}
          </Text>
        )}
        {problem && <Problem {...problem} />}
        {waiting ? (
          <Group>
            <Button
              onClick={() => void answer(true)}
              loading={answering === 'authorize'}
              disabled={answering !== null}
            >
              {m.orders_payment_bank_authorize()}
            </Button>
            <Button
              variant="default"
              onClick={() => void answer(false)}
              loading={answering === 'fail'}
              disabled={answering !== null}
            >
              {m.orders_payment_bank_fail()}
            </Button>
          </Group>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>{m.orders_payment_bank_notWaiting()}</Text>
            <Button variant="light" onClick={() => backToShop(data.status)}>
              {m.orders_payment_bank_back()}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="lg">
          <Group gap="sm" justify="space-between">
            <Group gap="sm">
              <IconBuildingBank size={28} aria-hidden />
              <Title order={1} size="h2">
                {m.orders_payment_bank_title()}
              </Title>
            </Group>
            <Badge variant="light">{m.orders_payment_testMode()}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {m.orders_payment_bank_testMode()}
          </Text>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
