import { useEffect, useState } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type Order } from '@shop/contracts';
import { PaymentForm, type PaymentProblem, type KnownBillingDetails } from '@/features/payments';
import { ApiError } from '@/lib/api-client';
import { foodOrderQuery, type FoodOrderBody } from './api';
import { forgetAttempt } from './checkout-attempts';
import { OrderRefusal } from './order-refusal';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export interface OrderPaymentProps {
  /** 'user:<id>' or 'guest': part of what makes two submits the same order. */
  owner: string;
  /** The order as it should be placed now; null while details are still missing. */
  body: FoodOrderBody | null;
  onPaid: (order: Order) => void;
  /** Where "choose another address" leads when the server refuses the address. */
  addressPath: string;
  disabled?: boolean;
  billingDetails?: KnownBillingDetails;
  /** Why the customer is back: a bank payment that did not go through. */
  initialProblem?: PaymentProblem | null;
}

const isKeyReused = (error: unknown) =>
  error instanceof ApiError &&
  (error.body as { code?: unknown } | null)?.code === 'idempotency_key_reused';

/**
 * Places the order once and shows the card form for it. The first complete order is placed at
 * once; a later change (another delivery option, the invoice choice) is placed only when the
 * customer continues, as a new order under a new key. Going back to earlier choices finds the
 * order already placed for them.
 */
export function OrderPayment(props: OrderPaymentProps) {
  useLanguage();
  const { owner, body, onPaid, addressPath, disabled = false, billingDetails } = props;
  const { initialProblem } = props;
  const current = body ? JSON.stringify(body) : null;
  const [requested, setRequested] = useState<string | null>(current);
  const order = useQuery(foodOrderQuery(owner, requested));

  useEffect(() => {
    if (requested === null && current !== null) setRequested(current);
  }, [requested, current]);

  if (requested === null) return null;
  if (current !== null && current !== requested) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{m.orders_checkout_choicesChanged()}</Text>
        <Button disabled={disabled} onClick={() => setRequested(current)}>
          {m.orders_checkout_continueToPayment()}
        </Button>
      </Stack>
    );
  }
  if (order.isError) {
    return (
      <OrderRefusal
        error={order.error}
        addressPath={addressPath}
        retrying={order.isFetching}
        onRetry={() => {
          if (isKeyReused(order.error)) forgetAttempt(owner, requested);
          void order.refetch();
        }}
      />
    );
  }
  if (!order.data) {
    return (
      <Center py="md">
        <Loader role="progressbar" aria-label={m.orders_checkout_placing()} />
      </Center>
    );
  }
  const placed = order.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {m.orders_checkout_orderNumber({ id: placed.id })} ·{' '}
        <span aria-label={m.orders_checkout_amountDue()}>{formatEuros(placed.total)}</span>
      </Text>
      <PaymentForm
        orderId={placed.id}
        amount={placed.total}
        returnUrl={`${window.location.origin}/order/success?orderId=${placed.id}`}
        disabled={disabled}
        billingDetails={billingDetails}
        initialProblem={initialProblem}
        onPaid={() => onPaid(placed)}
      />
    </Stack>
  );
}
