import { useEffect } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useReturnedPayment, type PaymentRetryState } from '@/features/payments';
import { notify } from '@/lib/notify';
import { merchandiseOrderQuery } from '../api';
import { clearCheckoutLines } from '../checkout/checkout-lines';
import { forgetShipping } from '../checkout/use-shipping-form';
import { OrderDetails } from './order-details';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

function useOrderId(): number | null {
  const { id } = useParams();
  const [search] = useSearchParams();
  const raw = id ?? search.get('orderId');
  const parsed = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return parsed && parsed > 0 ? parsed : null;
}

function Problem({ title, text }: { title: () => string; text?: () => string }) {
  useLanguage();
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title()}>
      <Stack gap="sm" align="flex-start">
        {text && <Text size="sm">{text()}</Text>}
        <Button component={Link} to="/merchandise" size="xs" variant="light" color="red">
          {m.orders_merch_backToShop()}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * /merchandise/success?orderId=… and /orders/merchandise/:id/success. Back from a bank
 * (`payment_intent` in the query) the server is asked first: a failed payment goes back to the
 * checkout to be paid again; a paid one, or one the bank still confirms, empties the cart.
 */
export default function MerchandiseSuccessPage() {
  useLanguage();
  const orderId = useOrderId();
  const returned = useReturnedPayment();
  const order = useQuery({
    ...merchandiseOrderQuery(orderId ?? 0),
    enabled: orderId !== null && returned.state !== 'checking' && returned.state !== 'failed',
  });

  useEffect(() => {
    if (order.isError)
      notify.error(m.orders_merch_loadOrderFailed(), m.orders_merch_loadOrderFailedHint());
  }, [order.isError]);

  // Paid at the bank (or on its way): the cart became this order. A card payment emptied it
  // before coming here.
  const bankPaid = returned.state === 'paid' || returned.state === 'processing';
  useEffect(() => {
    if (!bankPaid) return;
    clearCheckoutLines();
    forgetShipping();
  }, [bankPaid]);

  if (returned.state === 'failed' && orderId !== null) {
    const retry: PaymentRetryState = { paymentProblem: returned.problem, orderId };
    return <Navigate to="/merchandise/checkout" replace state={retry} />;
  }

  let body;
  if (orderId === null) body = <Problem title={m.orders_merch_noOrderId} />;
  else if (order.isError)
    body = (
      <Problem title={m.orders_merch_loadOrderFailed} text={m.orders_merch_loadOrderFailedHint} />
    );
  else if (!order.data) {
    body = (
      <Center py="xl">
        <Loader role="progressbar" aria-label={m.orders_merch_loadingOrder()} />
      </Center>
    );
  } else {
    body = (
      <>
        <Group gap="sm">
          <IconCircleCheck size={36} color="var(--mantine-color-green-6)" aria-hidden />
          <Title order={1}>{m.orders_merch_thanks()}</Title>
        </Group>
        {order.data.paymentStatus === 'processing' && (
          <Alert color="yellow" icon={<IconHourglass />} role="status">
            {m.orders_merch_bankConfirming()}
          </Alert>
        )}
        <OrderDetails order={order.data} />
      </>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {body}
        <Button component={Link} to="/merchandise" variant="light" style={{ alignSelf: 'center' }}>
          {m.orders_merch_continueShopping()}
        </Button>
      </Stack>
    </Container>
  );
}
