import type { CheckoutAddressForm } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { m } from '@/i18n/paraglide/messages';

/**
 * The checkout's address-check texts, each said in the shop's language when it is called: the
 * web's own, and two of the api's sentences translated as text.
 */
export const CHECKOUT_ADDRESS_MESSAGES = {
  notFound: () =>
    localizeMessage("We couldn't find your address. Please check the spelling and try again."),
  undetermined: m.orders_addressCheck_undetermined,
  noCoordinates: m.orders_addressCheck_noCoordinates,
  invalidCoordinates: m.orders_addressCheck_invalidCoordinates,
  unavailable: () =>
    localizeMessage(
      "We couldn't validate your address. Please try again or select a different address.",
    ),
  failed: m.orders_addressCheck_failed,
} satisfies Record<string, () => string>;

export type AddressInput = Pick<
  CheckoutAddressForm,
  'streetAddress' | 'city' | 'state' | 'zipCode' | 'country'
>;

/** 'Overtoom 100, 1054 HK Amsterdam, Netherlands' from the form's fields. */
export function oneLine(a: AddressInput): string {
  const locality = [a.zipCode, a.city].filter(Boolean).join(' ');
  return [a.streetAddress, locality, a.country].filter(Boolean).join(', ');
}
