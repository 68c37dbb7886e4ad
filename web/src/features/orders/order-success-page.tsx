import { useEffect } from 'react';
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { Order } from '@shop/contracts';
import { cartStore, useOrderMode } from '@/features/cart';
import { forgetPlacedOrders } from '@/features/checkout';
import { useReturnedPayment, type PaymentRetryState } from '@/features/payments';
import { useOrderTopic } from '@/lib/realtime-context';
import { orderQuery } from './api';
import { parseOrderId } from '@/lib/order-id';
import { OrderPageLayout } from './order-page-layout';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

function confirmationText(order: Order | null): string {
  if (order && !order.sendInvoice) return m.orders_order_orderPlaced();
  if (order && order.paymentStatus !== 'paid') return m.orders_order_emailAfterBank();
  if (order?.customerEmail) return m.orders_order_confirmationTo({ email: order.customerEmail });
  return m.orders_order_confirmationSent();
}

/** Reached without an order number: what every new order shows. */
function WithoutOrder() {
  useLanguage();
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase">
            {m.orders_order_orderStatus()}
          </Text>
          <Text fw={500}>{m.orders_order_beingPrepared()}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase">
            {m.orders_order_estimatedDeliveryTime()}
          </Text>
          <Text fw={500}>{m.orders_order_defaultEstimate()}</Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * /order/success?orderId=…: the cart is cleared on entry. Back from a bank
 * (`payment_intent` in the query) the server is asked first: a failed payment goes back to the
 * checkout with the cart and the order kept; one the bank still confirms shows that it waits,
 * following the order live until the server says it is paid.
 */
export default function OrderSuccessPage() {
  useLanguage();
  const [search] = useSearchParams();
  const orderId = parseOrderId(search.get('orderId'));
  const returned = useReturnedPayment();
  const { mode } = useOrderMode();
  const queryClient = useQueryClient();
  const order = useQuery({
    ...orderQuery(orderId ?? 0),
    enabled: orderId !== null && returned.state !== 'checking' && returned.state !== 'failed',
  });
  const waiting = returned.state === 'processing' && order.data?.paymentStatus !== 'paid';
  useOrderTopic(waiting ? orderId : null, null);

  const ordered =
    returned.state === 'none' || returned.state === 'paid' || returned.state === 'processing';
  useEffect(() => {
    if (!ordered) return;
    cartStore.clear();
    forgetPlacedOrders(queryClient);
  }, [ordered, queryClient]);

  if (returned.state === 'failed') {
    const retry: PaymentRetryState = { paymentProblem: returned.problem };
    const checkout = mode === 'bar' ? '/customer/bar-checkout' : '/checkout/confirm';
    return <Navigate to={checkout} replace state={retry} />;
  }

  return (
    <OrderPageLayout
      orderId={orderId}
      title={waiting ? m.orders_order_waitingTitle() : m.orders_order_confirmed()}
      icon={
        waiting ? (
          <IconHourglass size={36} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconCircleCheck size={36} color="var(--mantine-color-green-6)" aria-hidden />
        )
      }
      ready={returned.state !== 'checking'}
      footnote={confirmationText}
      withoutOrder={<WithoutOrder />}
      notice={
        waiting && (
          <Alert color="yellow" icon={<IconHourglass />} role="status">
            {m.orders_order_bankConfirming()}
          </Alert>
        )
      }
    />
  );
}
