export { PaymentForm } from './payment-form';
export { type PaymentProblem } from './payment-outcome';
export { type KnownBillingDetails } from './payment-types';
export { usePaymentRetry, useReturnedPayment, type PaymentRetryState } from './returned-payment';
