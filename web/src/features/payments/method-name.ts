import type { PaymentMethodType } from '@shop/contracts';
import { m } from '@/i18n/paraglide/messages';

const METHOD_NAMES: Record<PaymentMethodType, () => string> = {
  card: m.orders_payment_methods_card,
  ideal: m.orders_payment_methods_ideal,
  bancontact: m.orders_payment_methods_bancontact,
};

/** 'Card', 'iDEAL | Wero' or 'Bancontact', in the shop's language. */
export const paymentMethodName = (method: PaymentMethodType): string => METHOD_NAMES[method]();
