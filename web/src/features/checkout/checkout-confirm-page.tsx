import { useEffect, useState } from 'react';
import { Paper } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { useUser } from '@/features/auth';
import { useCartItems, useOrderMode } from '@/features/cart';
import { VALID_ADDRESS_REQUIRED } from '@/features/location';
import { useServiceAvailability } from '@/features/ordering';
import { usePaymentRetry } from '@/features/payments';
import { readCheckoutChoices, saveCheckoutChoices } from './checkout-attempts';
import { ownerTag, SignInFirst } from './checkout-identity';
import { CheckoutNotice, MerchandiseInCartNotice } from './checkout-notice';
import { checkoutPrice } from './checkout-price';
import { DeliveryAddressSummary } from './delivery-address-summary';
import { DeliveryOptions, type DeliveryChoice } from './delivery-options';
import { FoodCheckoutLayout } from './food-checkout-layout';
import { isGuestCheckout } from './guest-checkout';
import { deliveryOrderBody, readCheckoutDelivery } from './order-body';
import { usePaidOrder } from './use-paid-order';
import { usePricingFees } from './use-pricing-fees';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/**
 * /checkout/confirm: the delivery option, the summary, and
 * card payment for the order placed on arrival. Signed-in customers and guests who gave their
 * details; at a bar the bar checkout takes its place.
 */
export default function CheckoutConfirmPage() {
  useLanguage();
  const user = useUser();
  const { mode } = useOrderMode();
  const lines = useCartItems();
  const availability = useServiceAvailability('food');
  const { paid, onPaid } = usePaidOrder();
  const [delivery] = useState(readCheckoutDelivery);
  const [stored] = useState(readCheckoutChoices);
  const [choice, setChoice] = useState<DeliveryChoice>(
    stored.delivery ?? { option: 'standard', scheduledFor: 'asap' },
  );
  const [sendInvoice, setSendInvoice] = useState(stored.sendInvoice ?? true);
  const fees = usePricingFees();
  const retry = usePaymentRetry();
  useEffect(() => saveCheckoutChoices({ delivery: choice, sendInvoice }), [choice, sendInvoice]);

  if (paid) return <CenteredLoader />;
  if (mode === 'bar') return <Navigate to="/customer/bar-checkout" replace />;
  if (mode === 'merch') return <Navigate to="/customer/merchandise-checkout" replace />;
  if (lines.length === 0) return <Navigate to="/cart" replace />;
  if (user.isPending || !fees) return <CenteredLoader />;
  const signedIn = !!user.data;
  if (!signedIn && !isGuestCheckout()) return <SignInFirst returnTo="/checkout/confirm" />;

  const addressPath = signedIn ? '/checkout' : '/checkout/guest';
  if (!delivery) {
    return (
      <CheckoutNotice
        title={VALID_ADDRESS_REQUIRED.title()}
        text={VALID_ADDRESS_REQUIRED.message()}
        to={addressPath}
        label={m.orders_checkout_chooseAddress()}
      />
    );
  }
  if (lines.some((line) => line.isMerchandise)) return <MerchandiseInCartNotice />;

  const price = checkoutPrice(lines, delivery.zone.deliveryFee, choice.option === 'express', fees);
  const body = deliveryOrderBody({ lines, delivery, choice, sendInvoice, price });

  return (
    <FoodCheckoutLayout
      title={m.orders_checkout_confirmTitle()}
      scope="food"
      details={
        <>
          <DeliveryAddressSummary delivery={delivery} changePath={addressPath} />
          <Paper withBorder p="md" radius="md">
            <DeliveryOptions
              value={choice}
              onChange={setChoice}
              expressFeeCents={fees.expressFeeCents}
            />
          </Paper>
        </>
      }
      accountEmail={user.data?.email}
      sendInvoice={sendInvoice}
      onSendInvoiceChange={setSendInvoice}
      lines={lines}
      price={price}
      payment={{
        owner: ownerTag(user.data?.id),
        body,
        onPaid,
        addressPath,
        disabled: availability.state !== 'open',
        initialProblem: retry?.paymentProblem,
      }}
    />
  );
}
