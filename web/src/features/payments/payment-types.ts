import type { ConfirmPaymentResponse } from '@shop/contracts';

/** Called once the server has confirmed that the order is paid. */
export type PaidHandler = (result: ConfirmPaymentResponse) => void;

/** Who pays, when the shop knows it already and Stripe's form need not ask. */
export interface KnownBillingDetails {
  name: string;
  email?: string | null;
  phone?: string | null;
}
