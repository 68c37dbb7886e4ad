import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { ShippingAddress } from '@shop/contracts';
import { MERCHANDISE_COUNTRIES } from '@shop/contracts';
import type { ShippingFormValues } from './use-shipping-form';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  form: UseFormReturn<ShippingFormValues, unknown, ShippingAddress>;
  locked: boolean;
}

/** Where the parcel goes. Phone, the second address line and the state are optional. */
export function ShippingForm({ form, locked }: Props) {
  useLanguage();
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} size="h4" component="legend" mb="sm" p={0}>
        {m.orders_merch_shippingDetails()}
      </Title>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={m.orders_merch_firstName()}
            required
            autoComplete="given-name"
            {...register('firstName')}
            error={errors.firstName?.message}
          />
          <TextInput
            label={m.orders_merch_lastName()}
            required
            autoComplete="family-name"
            {...register('lastName')}
            error={errors.lastName?.message}
          />
          <TextInput
            label={m.orders_merch_email()}
            type="email"
            required
            autoComplete="email"
            {...register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label={m.orders_merch_phone()}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
            error={errors.phone?.message}
          />
        </SimpleGrid>
        <TextInput
          label={m.orders_merch_line1()}
          required
          autoComplete="address-line1"
          {...register('line1')}
          error={errors.line1?.message}
        />
        <TextInput
          label={m.orders_merch_line2()}
          autoComplete="address-line2"
          {...register('line2')}
          error={errors.line2?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={m.orders_merch_city()}
            required
            autoComplete="address-level2"
            {...register('city')}
            error={errors.city?.message}
          />
          <TextInput
            label={m.orders_merch_state()}
            autoComplete="address-level1"
            {...register('state')}
            error={errors.state?.message}
          />
          <TextInput
            label={m.orders_merch_postalCode()}
            required
            autoComplete="postal-code"
            {...register('postalCode')}
            error={errors.postalCode?.message}
          />
          <NativeSelect
            label={m.orders_merch_country()}
            required
            data={[...MERCHANDISE_COUNTRIES]}
            {...register('country')}
            error={errors.country?.message}
          />
        </SimpleGrid>
      </Stack>
    </fieldset>
  );
}
