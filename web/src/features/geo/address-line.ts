import type { CheckoutAddressForm } from '@shop/contracts';

/** The checkout's address-check texts. */
export const CHECKOUT_ADDRESS_MESSAGES = {
  notFound: "We couldn't find your address. Please check the spelling and try again.",
  undetermined:
    'Could not determine the coordinates for this address. Please check the address and try again.',
  noCoordinates: 'No coordinates found for this address. Please try a different address.',
  invalidCoordinates:
    'Invalid coordinates for this address. Please try again with a different format.',
  unavailable: "We couldn't validate your address. Please try again or select a different address.",
  failed: 'An error occurred during address validation. Please try again.',
} as const;

export type AddressInput = Pick<
  CheckoutAddressForm,
  'streetAddress' | 'city' | 'state' | 'zipCode' | 'country'
>;

/** 'Overtoom 100, 1054 HK Amsterdam, Netherlands' from the form's fields. */
export function oneLine(a: AddressInput): string {
  const locality = [a.zipCode, a.city].filter(Boolean).join(' ');
  return [a.streetAddress, locality, a.country].filter(Boolean).join(', ');
}
