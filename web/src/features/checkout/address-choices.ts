import { useQueries, useQuery } from '@tanstack/react-query';
import { OUT_OF_ZONE_MESSAGE } from '@shop/contracts';
import { addressesQuery } from '@/features/addresses';
import {
  isValidLocation,
  type CheckedLocation,
  GPS_MESSAGES,
  checkSavedAddress,
} from '@/features/location';
import { CHECKOUT_ADDRESS_MESSAGES, isSamePlace } from '@/features/geo';
import { serverMessage } from '@/lib/error-text';
import type { CheckoutDelivery } from './order-body';
import { localizeMessage } from '@/i18n/messages';
import { m } from '@/i18n/paraglide/messages';

export type ChoiceStatus = 'checking' | 'valid' | 'invalid';

/** One radio of the checkout's address list. */
export interface AddressChoice {
  value: string;
  title: string;
  detail: string;
  status: ChoiceStatus;
  /** Why it cannot be chosen (out of every zone, or the check failed), or the zone's name. */
  message: string;
  /** The checked place; null for the stored checkout address, which needs no new check. */
  location: CheckedLocation | null;
  note: string | null;
  isDefault: boolean;
}

const labelText = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** A choice's check: `outOfZone` says why it cannot be chosen, in the shop's language. */
function outcome(location: CheckedLocation | undefined, error: unknown, outOfZone: () => string) {
  if (error) {
    return {
      status: 'invalid' as const,
      message: serverMessage(error, CHECKOUT_ADDRESS_MESSAGES.unavailable()),
    };
  }
  if (!location) return { status: 'checking' as const, message: m.orders_checkout_checkingZone() };
  return isValidLocation(location)
    ? { status: 'valid' as const, message: location.zone.name }
    : { status: 'invalid' as const, message: outOfZone() };
}

/**
 * The saved addresses, each checked against the zones again (zones change), plus the address
 * this visit already checked when the account does not hold it, plus a detected position.
 */
export function useAddressChoices(
  stored: CheckoutDelivery | null,
  detected: CheckedLocation | null,
) {
  const addresses = useQuery(addressesQuery);
  const saved = addresses.data ?? [];
  const checks = useQueries({
    queries: saved.map((address) => ({
      queryKey: ['saved-address-check', address] as const,
      queryFn: () => checkSavedAddress(address),
      staleTime: 0,
    })),
  });

  const choices: AddressChoice[] = saved.map((address, i) => {
    const check = checks[i];
    return {
      value: `saved:${address.id}`,
      title: labelText(address.label),
      detail: [address.streetAddress, [address.zipCode, address.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      ...outcome(check?.data, check?.error, () => localizeMessage(OUT_OF_ZONE_MESSAGE)),
      location: check?.data ?? null,
      note: address.additionalInfo,
      isDefault: address.isDefault,
    };
  });

  if (stored && !saved.some((a) => isSamePlace(a, stored.lat, stored.lng))) {
    choices.push({
      value: 'stored',
      title: m.orders_checkout_checkedAddress(),
      detail: [stored.street, [stored.zip, stored.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      status: 'valid',
      message: stored.zone.name,
      location: null,
      note: stored.additionalInfo ?? null,
      isDefault: false,
    });
  }

  if (detected) {
    choices.push({
      value: 'detected',
      title: m.orders_checkout_currentLocation(),
      detail: detected.address,
      ...outcome(detected, null, GPS_MESSAGES.outsideZone),
      location: detected,
      note: null,
      isDefault: false,
    });
  }

  return { choices, addresses };
}
