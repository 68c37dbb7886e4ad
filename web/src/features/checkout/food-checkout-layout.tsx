import type { ReactNode } from 'react';
import { Button, Checkbox, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CartItem } from '@/features/cart';
import { CheckoutFrame } from './checkout-frame';
import type { CheckoutPrice } from './checkout-price';
import { CheckoutSummary } from './checkout-summary';
import { OrderPayment, type OrderPaymentProps } from './order-payment';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  title: string;
  scope: 'food' | 'bar';
  /** Where the order goes: the delivery address and options, or the bar and the contact. */
  details: ReactNode;
  /** The signed-in customer's address, offered for the invoice; a guest is not asked. */
  accountEmail?: string | null;
  sendInvoice: boolean;
  onSendInvoiceChange: (send: boolean) => void;
  lines: readonly CartItem[];
  price: CheckoutPrice;
  /** A bar pickup has no delivery fee row. */
  pickup?: boolean;
  /** How the order is placed and paid; null while details the order needs are missing. */
  payment: OrderPaymentProps | null;
}

/**
 * The food order's checkout, delivered or picked up at a bar: what differs stands in `details`;
 * the invoice choice, the way back to the cart, the summary and the place-and-pay step are the same.
 */
export function FoodCheckoutLayout(props: Props) {
  useLanguage();
  const { title, scope, details, accountEmail, sendInvoice, onSendInvoiceChange } = props;
  const { lines, price, pickup = false, payment } = props;
  return (
    <CheckoutFrame
      title={title}
      scope={scope}
      main={
        <Stack gap="md">
          {details}
          {accountEmail && (
            <Paper withBorder p="md" radius="md">
              <Checkbox
                label={m.orders_checkout_sendInvoice()}
                description={accountEmail}
                checked={sendInvoice}
                onChange={(e) => onSendInvoiceChange(e.currentTarget.checked)}
              />
            </Paper>
          )}
          <Button component={Link} to="/cart" variant="subtle" w="fit-content">
            {m.orders_checkout_backToCart()}
          </Button>
        </Stack>
      }
      aside={
        <>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {m.orders_checkout_orderSummary()}
            </Title>
            <CheckoutSummary lines={lines} price={price} pickup={pickup} />
          </Paper>
          {payment && (
            <Paper
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-label={m.orders_checkout_payment()}
            >
              <Title order={2} size="h4" mb="sm">
                {m.orders_checkout_payment()}
              </Title>
              <OrderPayment {...payment} />
            </Paper>
          )}
        </>
      }
    />
  );
}
