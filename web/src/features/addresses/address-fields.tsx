import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export type AddressFieldName =
  'streetAddress' | 'city' | 'state' | 'zipCode' | 'country' | 'additionalInfo';

export interface AddressFieldBinding {
  input: UseFormRegisterReturn;
  error?: string;
}

interface Props {
  /** How each field is registered in the surrounding form (plain or nested under `address.`). */
  field: (name: AddressFieldName) => AddressFieldBinding;
}

/** The address fields every address form shares, with the spec's rules in the form's schema. */
export function AddressFields({ field }: Props) {
  useLanguage();
  const bind = (name: AddressFieldName) => {
    const { input, error } = field(name);
    return { ...input, error };
  };
  return (
    <>
      <TextInput
        label={m.orders_address_street()}
        autoComplete="street-address"
        required
        {...bind('streetAddress')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={m.orders_address_zip()}
          autoComplete="postal-code"
          required
          {...bind('zipCode')}
        />
        <TextInput
          label={m.orders_address_city()}
          autoComplete="address-level2"
          required
          {...bind('city')}
        />
        <TextInput
          label={m.orders_address_state()}
          autoComplete="address-level1"
          {...bind('state')}
        />
        <TextInput
          label={m.orders_address_country()}
          autoComplete="country-name"
          required
          {...bind('country')}
        />
      </SimpleGrid>
      <TextInput
        label={m.orders_address_additional()}
        description={m.orders_address_additionalHint()}
        {...bind('additionalInfo')}
      />
    </>
  );
}

export const ADDRESS_DEFAULTS = {
  streetAddress: '',
  city: 'Amsterdam',
  state: '',
  zipCode: '',
  country: 'Netherlands',
  additionalInfo: '',
};
