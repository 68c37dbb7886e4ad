import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { formatEuros, PAYMENT_METHOD_TYPES, type PaymentIntentResponse } from '@shop/contracts';
import { declined, finishPayment, type PaymentProblem } from './payment-outcome';
import type { KnownBillingDetails, PaidHandler } from './payment-types';
import { redirect, withPaymentResult } from './redirect';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { currentLanguage } from '@/i18n';

// Loaded only from here, and this module is imported lazily: test mode never fetches Stripe.js.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripePaymentFormProps {
  publishableKey: string;
  intent: PaymentIntentResponse;
  /** Where a redirecting method (iDEAL, Bancontact…) brings the customer back. */
  returnUrl: string;
  disabled: boolean;
  onPaid: PaidHandler;
  onProblem: (problem: PaymentProblem | null) => void;
  /** Given: the Payment Element collects no billing details and these are sent instead. */
  billingDetails?: KnownBillingDetails;
}

const NO_ADDRESS = {
  line1: null,
  line2: null,
  city: null,
  state: null,
  postal_code: null,
  country: null,
};

/**
 * Stripe's Payment Element with the methods the order's intent allows (card, iDEAL | Wero,
 * Bancontact): card data goes from the browser to Stripe only, never to our server, and a
 * redirect method leaves for the bank through Stripe.js and comes back to `returnUrl`.
 */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{ clientSecret: props.intent.clientSecret, locale: currentLanguage() }}
    >
      <ElementsForm {...props} />
    </Elements>
  );
}

function ElementsForm(props: StripePaymentFormProps) {
  useLanguage();
  const { intent, returnUrl, disabled, onPaid, onProblem, billingDetails } = props;
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!stripe || !elements) {
      const failed = m.orders_payment_errors_initialize();
      return onProblem({ title: failed, message: failed });
    }
    if (!elements.getElement('payment')) {
      return onProblem({
        title: m.orders_payment_errors_failed(),
        message: m.orders_payment_errors_cardElement(),
      });
    }
    onProblem(null);
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: returnUrl,
          // Fields the element does not collect must be sent with the confirmation.
          ...(billingDetails
            ? {
                payment_method_data: {
                  billing_details: {
                    name: billingDetails.name,
                    email: billingDetails.email ?? null,
                    phone: billingDetails.phone ?? null,
                    address: NO_ADDRESS,
                  },
                },
              }
            : {}),
        },
        redirect: 'if_required',
      });
      if (error) return onProblem(declined(error.message));
      if (paymentIntent.status === 'processing') {
        // The bank confirms later: the return page waits for it, as after a redirect.
        return redirect.to(
          withPaymentResult(returnUrl, {
            paymentIntentId: paymentIntent.id,
            clientSecret: intent.clientSecret,
            redirectStatus: 'processing',
          }),
        );
      }
      const finished = await finishPayment(paymentIntent.id);
      if (finished.paid) onPaid(finished.result);
      else onProblem(finished.problem);
    } catch {
      const unexpected = m.orders_payment_errors_unexpected();
      onProblem({ title: unexpected, message: unexpected });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={m.orders_payment_form()}>
      <Stack gap="md">
        <PaymentElement
          options={{
            // Card, iDEAL | Wero, Bancontact: the order of the spec's test page.
            paymentMethodOrder: [...PAYMENT_METHOD_TYPES],
            ...(billingDetails ? { fields: { billingDetails: 'never' } } : {}),
          }}
        />
        <Button type="submit" size="md" loading={busy} disabled={disabled || !stripe}>
          {m.orders_payment_pay({ amount: formatEuros(intent.amount) })}
        </Button>
      </Stack>
    </form>
  );
}
