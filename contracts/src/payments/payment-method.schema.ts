import { z } from 'zod';

/**
 * The payment methods the shop offers, in the order the payment test page names them (card,
 * ideal, bancontact). Sofort is not among them: Stripe no longer offers it. The
 * values are Stripe's payment method types, as a PaymentIntent reports the method that paid.
 */
export const PAYMENT_METHOD_TYPES = ['card', 'ideal', 'bancontact'] as const;
export const PaymentMethodType = z.enum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

/** Methods that send the customer to their bank and back (Stripe's redirect methods). */
export const REDIRECT_PAYMENT_METHODS: readonly PaymentMethodType[] = ['ideal', 'bancontact'];

export const isRedirectMethod = (method: PaymentMethodType): boolean =>
  REDIRECT_PAYMENT_METHODS.includes(method);

/** What a payment form's choice calls each method. */
export const PAYMENT_METHOD_CHOICES: Record<PaymentMethodType, string> = {
  card: 'Card',
  ideal: 'iDEAL | Wero',
  bancontact: 'Bancontact',
};

/** The method a stored value names, or null for anything else. */
export function paymentMethodType(value: string | null | undefined): PaymentMethodType | null {
  const parsed = PaymentMethodType.safeParse(value);
  return parsed.success ? parsed.data : null;
}
