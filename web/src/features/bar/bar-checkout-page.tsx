import { useEffect, useState } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { useUser } from '@/features/auth';
import { useCartItems } from '@/features/cart';
import {
  ownerTag,
  CheckoutNotice,
  MerchandiseInCartNotice,
  FoodCheckoutLayout,
  checkoutPrice,
  usePricingFees,
  readCheckoutChoices,
  saveCheckoutChoices,
  barOrderBody,
  type BarContact,
  usePaidOrder,
} from '@/features/checkout';
import { usePaymentRetry } from '@/features/payments';
import { useServiceAvailability } from '@/features/ordering';
import { pickupText } from '@/features/orders';
import { barQuery } from './api';
import { BarContactForm } from './bar-contact-form';
import { readBarOrderData } from './bar-session';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/**
 * /customer/bar-checkout: an order picked up at the partner bar. Instead of an address the
 * order shows the bar ('Pickup at {bar}'); the customer gives a name and phone number (and a
 * guest an e-mail address for the invoice), then pays. The order is sent as orderType 'bar'
 * with the bar's slug and no address.
 */
export default function BarCheckoutPage() {
  useLanguage();
  const user = useUser();
  const lines = useCartItems();
  const availability = useServiceAvailability('bar');
  const { paid, onPaid } = usePaidOrder();
  const [bar] = useState(readBarOrderData);
  const barInfo = useQuery({ ...barQuery(bar?.slug ?? ''), enabled: bar !== null });
  const retry = usePaymentRetry();
  // Back from a bank that did not take the payment: the same details, so the same order.
  const [stored] = useState(() => (retry ? readCheckoutChoices() : {}));
  const [contact, setContact] = useState<BarContact | null>(stored.barContact ?? null);
  const [sendInvoice, setSendInvoice] = useState(stored.sendInvoice ?? true);
  const fees = usePricingFees();
  useEffect(() => {
    if (contact) saveCheckoutChoices({ barContact: contact, sendInvoice });
  }, [contact, sendInvoice]);

  if (paid) return <CenteredLoader />;
  if (lines.length === 0) return <Navigate to="/cart" replace />;
  if (!bar) {
    return (
      <CheckoutNotice
        title={m.orders_bar_noBar()}
        text={m.orders_bar_noBarSelected()}
        to="/bar/scan"
        label={m.orders_bar_scanQr()}
      />
    );
  }
  if (user.isPending || !fees) return <CenteredLoader />;
  if (lines.some((line) => line.isMerchandise)) return <MerchandiseInCartNotice />;

  const account = user.data ?? null;
  const price = checkoutPrice(lines, 0, false, fees);
  const body = contact
    ? barOrderBody({ lines, barSlug: bar.slug, contact, sendInvoice, price })
    : null;
  const email = contact?.email ?? account?.email ?? null;

  return (
    <FoodCheckoutLayout
      title={m.orders_bar_checkoutTitle()}
      scope="bar"
      details={
        <>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={m.orders_order_pickup()}
          >
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <IconBuildingStore size={20} aria-hidden />
              <Stack gap={2}>
                <Text fw={600}>{pickupText(bar.name)}</Text>
                {barInfo.data && (
                  <Text size="sm" c="dimmed">
                    {barInfo.data.address}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {m.orders_bar_weBring()}
                </Text>
              </Stack>
            </Group>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <BarContactForm
              guest={account === null}
              defaultName={account?.username}
              initial={contact}
              locked={contact !== null}
              onSubmit={setContact}
            />
          </Paper>
        </>
      }
      accountEmail={account?.email}
      sendInvoice={sendInvoice}
      onSendInvoiceChange={setSendInvoice}
      lines={lines}
      price={price}
      pickup
      payment={
        contact && {
          owner: ownerTag(account?.id),
          body,
          onPaid,
          addressPath: '/bar/scan',
          disabled: availability.state !== 'open',
          billingDetails: { name: contact.name, phone: contact.phone, email },
          initialProblem: retry?.paymentProblem,
        }
      }
    />
  );
}
