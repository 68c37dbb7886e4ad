import { PAYMENT_ERRORS, type ConfirmPaymentResponse } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { confirmPayment } from './api';
import { localizeMessage } from '@/i18n/messages';

/** What the customer is told when a payment did not go through. */
export interface PaymentProblem {
  title: string;
  message: string;
}

/** A card the provider declined: try another one on the same intent. */
export const declined = (message: string | undefined): PaymentProblem => ({
  title: localizeMessage(PAYMENT_ERRORS.failed),
  message: message || localizeMessage(PAYMENT_ERRORS.generic),
});

/** A failed call while paying: the server's words, or the generic texts of the spec. */
export function problemFrom(err: unknown, title: string = PAYMENT_ERRORS.generic): PaymentProblem {
  if (err instanceof ApiError) {
    return {
      title: localizeMessage(title),
      message: err.message || localizeMessage(PAYMENT_ERRORS.generic),
    };
  }
  const unexpected = localizeMessage(PAYMENT_ERRORS.unexpected);
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
        title: localizeMessage(PAYMENT_ERRORS.confirmation),
        message: localizeMessage(result.message),
      },
    };
  } catch (err) {
    return { paid: false, problem: problemFrom(err, PAYMENT_ERRORS.confirmation) };
  }
}
