import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ShippingAddress } from '@shop/contracts';
import { SESSION_KEYS, session } from '@/lib/session-storage';

export type ShippingFormValues = z.input<typeof ShippingAddress>;

const EMPTY: ShippingFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'Netherlands',
};

/** The shipping form and whether everything it requires is there (the pay button's gate). */
export function useShippingForm(initial?: ShippingFormValues | null) {
  const form = useForm<ShippingFormValues, unknown, ShippingAddress>({
    resolver: localized(zodResolver(ShippingAddress)),
    defaultValues: initial ?? EMPTY,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  const complete = ShippingAddress.safeParse(values).success;
  return { form, complete };
}

/** The details an order was placed with, kept for the session (shown again on a retry). */
export function saveShipping(values: ShippingAddress): void {
  session.set(SESSION_KEYS.merchandiseShipping, JSON.stringify(values));
}

export function readShipping(): ShippingFormValues | null {
  try {
    const parsed = ShippingAddress.safeParse(
      JSON.parse(session.get(SESSION_KEYS.merchandiseShipping) ?? 'null'),
    );
    return parsed.success ? { ...EMPTY, ...parsed.data } : null;
  } catch {
    return null;
  }
}

export function forgetShipping(): void {
  session.remove(SESSION_KEYS.merchandiseShipping);
}

/** The address as the order is sent: optional fields left empty are left out. */
export function shippingAddressFrom(values: ShippingAddress): ShippingAddress {
  const { phone, line2, state, ...required } = values;
  return {
    ...required,
    ...(phone ? { phone } : {}),
    ...(line2 ? { line2 } : {}),
    ...(state ? { state } : {}),
  };
}
