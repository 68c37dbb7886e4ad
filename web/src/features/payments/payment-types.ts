import type { ConfirmPaymentResponse } from '@shop/contracts';

/** Called once the server has confirmed that the order is paid. */
export type PaidHandler = (result: ConfirmPaymentResponse) => void;
