import { useEffect } from 'react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { Order } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { forgetPlacedOrders } from '@/features/checkout/api';
import { confirmPayment } from '@/features/payments/api';
import { orderT } from './order-format';
import { OrderPageLayout, parseOrderId } from './order-page-layout';
import { useTranslation } from '@/i18n/react';

/** Back from a redirecting payment method: the server settles the intent before we read. */
const returnedPaymentQuery = (paymentIntentId: string | null) =>
  queryOptions({
    queryKey: ['/api/payment/confirm-payment', paymentIntentId],
    queryFn: () => confirmPayment(paymentIntentId!),
    enabled: paymentIntentId !== null,
  });

function confirmationText(order: Order | null): string {
  const t = orderT();
  if (order && !order.sendInvoice) return t('orderPlaced');
  if (order?.customerEmail) return t('confirmationTo', { email: order.customerEmail });
  return t('confirmationSent');
}

/** Reached without an order number: what every new order shows. */
function WithoutOrder() {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase">
            {t('order.orderStatus')}
          </Text>
          <Text fw={500}>{t('order.beingPrepared')}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase">
            {t('order.estimatedDeliveryTime')}
          </Text>
          <Text fw={500}>{t('order.defaultEstimate')}</Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** /order/success?orderId=… (location §2.4): the cart is cleared on entry. */
export default function OrderSuccessPage() {
  const { t } = useTranslation('orders');
  const [search] = useSearchParams();
  const orderId = parseOrderId(search.get('orderId'));
  const returned = useQuery(returnedPaymentQuery(search.get('payment_intent')));
  const queryClient = useQueryClient();

  useEffect(() => {
    cartStore.clear();
    forgetPlacedOrders(queryClient);
  }, [queryClient]);

  return (
    <OrderPageLayout
      orderId={orderId}
      title={t('order.confirmed')}
      icon={<IconCircleCheck size={36} color="var(--mantine-color-green-6)" aria-hidden />}
      ready={!returned.isLoading}
      footnote={confirmationText}
      withoutOrder={<WithoutOrder />}
    />
  );
}
