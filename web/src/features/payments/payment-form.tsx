import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentMethodType } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { paymentConfigQuery, paymentIntentQuery } from './api';
import type { PaymentProblem } from './payment-outcome';
import type { KnownBillingDetails, PaidHandler } from './payment-types';
import { TestModePaymentForm } from './test-mode-payment-form';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export interface PaymentFormProps {
  orderId: number;
  onPaid: PaidHandler;
  /** Told about every problem shown, e.g. to toast it. */
  onError?: (problem: PaymentProblem) => void;
  /** Sent along for the record; the server charges the order's own total whatever it says. */
  amount?: number;
  /** Test mode: the method chosen when the form opens (the test page lets staff pick it). */
  method?: PaymentMethodType;
  /** Where a redirecting method (iDEAL | Wero, Bancontact) returns to. Defaults to /order/success. */
  returnUrl?: string;
  /** A problem to show from the start: a bank payment that failed before the customer came back. */
  initialProblem?: PaymentProblem | null;
  /** Keeps the pay button disabled, e.g. while the service is switched off. */
  disabled?: boolean;
  /**
   * Billing details the shop already has (bar mode): Stripe's form then does not ask for any
   * and these are sent with the payment. The test-mode form asks for none anyway.
   */
  billingDetails?: KnownBillingDetails;
}

const alreadyPaid = (err: unknown) =>
  err instanceof ApiError &&
  err.status === 409 &&
  (err.body as { code?: string } | null)?.code === 'order_already_paid';

/**
 * Payment for an order by card, iDEAL | Wero or Bancontact: creates (or finds) the order's
 * PaymentIntent, then shows Stripe's Payment Element when the server has a publishable key, or
 * the test-mode form otherwise.
 */
export function PaymentForm(props: PaymentFormProps) {
  useLanguage();
  const { orderId, onPaid, onError, amount, method = 'card', disabled = false } = props;
  const { billingDetails } = props;
  const config = useQuery(paymentConfigQuery);
  const intent = useQuery(paymentIntentQuery(orderId, amount));
  const [problem, setProblem] = useState<PaymentProblem | null>(props.initialProblem ?? null);
  const returnUrl = props.returnUrl ?? `${window.location.origin}/order/success?orderId=${orderId}`;

  const report = (next: PaymentProblem | null) => {
    setProblem(next);
    if (next) onError?.(next);
  };

  const paidBefore = alreadyPaid(intent.error);
  const latestOnPaid = useRef(onPaid);
  useEffect(() => {
    latestOnPaid.current = onPaid;
  });
  useEffect(() => {
    // Paid already (a webhook won the race, or a second tab): nothing left to charge.
    if (paidBefore) {
      latestOnPaid.current({
        ok: true,
        orderId,
        status: 'succeeded',
        paymentStatus: 'paid',
        message: 'This order has already been paid',
      });
    }
  }, [paidBefore, orderId]);

  if (intent.isError && !paidBefore) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={m.orders_payment_errors_createIntent()}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{intent.error.message || m.orders_payment_errors_initialize()}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void intent.refetch()}>
            {m.orders_payment_tryAgain()}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (config.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={m.orders_payment_errors_initialize()}>
        {config.error.message}
      </Alert>
    );
  }
  if (!intent.data || !config.data) {
    return (
      <Center py="md">
        <Loader role="progressbar" aria-label={m.orders_payment_preparing()} />
      </Center>
    );
  }

  const shared = { intent: intent.data, disabled, onPaid, onProblem: report };
  const { publishableKey } = config.data;
  return (
    <Stack gap="md">
      {problem && (
        <Alert color="red" icon={<IconAlertCircle />} title={problem.title} role="alert">
          {problem.message}
        </Alert>
      )}
      {config.data.provider === 'stripe' && publishableKey ? (
        <Suspense
          fallback={<Loader role="progressbar" aria-label={m.orders_payment_preparing()} />}
        >
          <StripePaymentForm
            {...shared}
            publishableKey={publishableKey}
            returnUrl={returnUrl}
            billingDetails={billingDetails}
          />
        </Suspense>
      ) : (
        <TestModePaymentForm {...shared} method={method} returnUrl={returnUrl} />
      )}
    </Stack>
  );
}
