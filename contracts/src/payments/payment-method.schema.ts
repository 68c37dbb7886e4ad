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

/**
 * How an order's payment method is named on the order pages, the receipt, the invoice and the
 * back office (card is 'Credit/Debit Card').
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodType, string> = {
  card: 'Credit/Debit Card',
  ideal: 'iDEAL | Wero',
  bancontact: 'Bancontact',
};

/** The method a stored value names, or null for anything else. */
export function paymentMethodType(value: string | null | undefined): PaymentMethodType | null {
  const parsed = PaymentMethodType.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * What the payment method is called on the receipt and the order pages; any other value reads
 * 'Cash on Delivery' (the shop stores only the three methods).
 */
export function paymentMethodLabel(method: string): string {
  const known = paymentMethodType(method);
  return known ? PAYMENT_METHOD_LABELS[known] : 'Cash on Delivery';
}
