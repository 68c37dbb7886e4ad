import type { ConfirmPaymentResponse } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { confirmPayment } from './api';
import { localizeNote } from '@/i18n/notes';
import { m } from '@/i18n/paraglide/messages';

/** What the customer is told when a payment did not go through. */
export interface PaymentProblem {
  title: string;
  message: string;
}

/** A card the provider declined: try another one on the same intent. */
export const declined = (message: string | undefined): PaymentProblem => ({
  title: m.orders_payment_errors_failed(),
  message: message || m.orders_payment_errors_generic(),
});

/** A failed call while paying: the server's words, or the generic texts of the spec. */
export function problemFrom(
  err: unknown,
  title: () => string = m.orders_payment_errors_generic,
): PaymentProblem {
  if (err instanceof ApiError) {
    return { title: title(), message: err.message || m.orders_payment_errors_generic() };
  }
  const unexpected = m.orders_payment_errors_unexpected();
  return { title: unexpected, message: unexpected };
}

export type FinishResult =
  { paid: true; result: ConfirmPaymentResponse } | { paid: false; problem: PaymentProblem };

/** After the provider said yes: the server checks the intent and settles the order. */
export async function finishPayment(paymentIntentId: string): Promise<FinishResult> {
  try {
    const result = await confirmPayment(paymentIntentId);
    if (result.ok) return { paid: true, result };
    return {
      paid: false,
      problem: {
        title: m.orders_payment_errors_confirmation(),
        message: localizeNote(result.texts?.message, result.message),
      },
    };
  } catch (err) {
    return { paid: false, problem: problemFrom(err, m.orders_payment_errors_confirmation) };
  }
}
