import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { MerchandiseOrder } from '@shop/contracts';
import { CheckoutFrame } from '@/features/checkout';
import { useServiceAvailability } from '@/features/ordering';
import { PaymentForm, usePaymentRetry } from '@/features/payments';
import { merchandiseOrderQuery } from '../api';
import { notify } from '@/lib/notify';
import { CheckoutSummary } from './checkout-summary';
import { useCheckoutLines } from './checkout-lines';
import { ShippingForm } from './shipping-form';
import {
  forgetShipping,
  readShipping,
  saveShipping,
  shippingAddressFrom,
  useShippingForm,
} from './use-shipping-form';
import { orderInput, usePlaceMerchandiseOrder } from './use-place-order';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

function EmptyCheckout() {
  useLanguage();
  return (
    <Stack align="center" gap="md" py="xl">
      <Title order={2}>{m.orders_merch_cartEmptyTitle()}</Title>
      <Button component={Link} to="/merchandise">
        {m.orders_merch_shopMerch()}
      </Button>
    </Stack>
  );
}

/** /merchandise/checkout and /customer/merchandise-checkout: shipping details, then card payment. */
export default function MerchandiseCheckoutPage() {
  useLanguage();
  const navigate = useNavigate();
  const { lines, clear } = useCheckoutLines();
  // Back from a bank that did not take the payment: the order placed then, to pay again.
  const retry = usePaymentRetry();
  const { form, complete } = useShippingForm(retry?.orderId ? readShipping() : null);
  const availability = useServiceAvailability('merchandise');
  const { place, placing } = usePlaceMerchandiseOrder();
  const [order, setOrder] = useState<MerchandiseOrder | null>(null);
  const retried = useQuery({
    ...merchandiseOrderQuery(retry?.orderId ?? 0),
    enabled: retry?.orderId !== undefined,
  });
  useEffect(() => {
    const found = retried.data;
    if (found?.paymentStatus === 'unpaid') setOrder((current) => current ?? found);
  }, [retried.data]);

  const onPaid = useCallback(() => {
    if (!order) return;
    clear();
    forgetShipping();
    notify.success(m.orders_merch_orderPlaced());
    void navigate(`/orders/merchandise/${order.id}/success`);
  }, [order, clear, navigate]);

  if (lines.length === 0 && !order) {
    return (
      <Container size="lg" py="xl">
        <EmptyCheckout />
      </Container>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    const placed = await place(orderInput(lines, shippingAddressFrom(values)));
    if (placed) {
      saveShipping(values);
      setOrder(placed);
    }
  });

  const open = availability.state === 'open';
  return (
    <CheckoutFrame
      title={m.orders_merch_checkout()}
      scope="merchandise"
      main={
        <Paper withBorder p="lg" radius="md">
          <form
            onSubmit={(e) => void submit(e)}
            noValidate
            aria-label={m.orders_merch_shippingDetailsForm()}
          >
            <Stack gap="md">
              <ShippingForm form={form} locked={order !== null || placing} />
              {!order && (
                <>
                  {!complete && (
                    <Alert color="yellow" icon={<IconAlertTriangle />} role="status">
                      {m.orders_merch_missingInformation()}
                    </Alert>
                  )}
                  <Button type="submit" size="md" loading={placing} disabled={!complete || !open}>
                    {open ? m.orders_merch_continueToPayment() : availability.label}
                  </Button>
                </>
              )}
            </Stack>
          </form>
        </Paper>
      }
      aside={
        <>
          <Paper withBorder p="lg" radius="md">
            <CheckoutSummary lines={lines} />
          </Paper>
          {order && (
            <Paper
              withBorder
              p="lg"
              radius="md"
              component="section"
              aria-label={m.orders_merch_payment()}
            >
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {m.orders_merch_payment()}
                </Title>
                <Text size="sm" c="dimmed">
                  {m.orders_order_orderNumber({ id: order.id })}
                </Text>
                <PaymentForm
                  orderId={order.id}
                  amount={order.grandTotal}
                  returnUrl={`${window.location.origin}/orders/merchandise/${order.id}/success`}
                  disabled={!open}
                  onPaid={onPaid}
                  initialProblem={order.id === retry?.orderId ? retry.paymentProblem : null}
                />
              </Stack>
            </Paper>
          )}
        </>
      }
    />
  );
}
