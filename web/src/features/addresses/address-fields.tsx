import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';

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
  const { t } = useTranslation('orders');
  const bind = (name: AddressFieldName) => {
    const { input, error } = field(name);
    return { ...input, error };
  };
  return (
    <>
      <TextInput
        label={t('address.street')}
        autoComplete="street-address"
        required
        {...bind('streetAddress')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('address.zip')}
          autoComplete="postal-code"
          required
          {...bind('zipCode')}
        />
        <TextInput
          label={t('address.city')}
          autoComplete="address-level2"
          required
          {...bind('city')}
        />
        <TextInput label={t('address.state')} autoComplete="address-level1" {...bind('state')} />
        <TextInput
          label={t('address.country')}
          autoComplete="country-name"
          required
          {...bind('country')}
        />
      </SimpleGrid>
      <TextInput
        label={t('address.additional')}
        description={t('address.additionalHint')}
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
