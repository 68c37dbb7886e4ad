import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { GuestSessionInput } from '@shop/contracts';
import type { BarContact } from '@/features/checkout';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

const fields = GuestSessionInput.shape;
/** The guest form's rules and messages; a signed-in customer's e-mail comes from the account. */
const CustomerContact = z.object({ name: fields.name, phone: fields.phone });
const GuestContact = CustomerContact.extend({ email: fields.email });

interface Props {
  guest: boolean;
  defaultName?: string;
  /** Details given before in this session (back from a bank that did not take the payment). */
  initial?: BarContact | null;
  /** The order was placed with these details: they can no longer change. */
  locked: boolean;
  onSubmit: (contact: BarContact) => void;
}

/** Who the bar calls when the order is ready: name and phone (and e-mail for a guest). */
export function BarContactForm(props: Props) {
  const { guest, defaultName = '', initial, locked, onSubmit } = props;
  useLanguage();
  const form = useForm<BarContact>({
    resolver: localized(zodResolver(guest ? GuestContact : CustomerContact)),
    defaultValues: initial ?? { name: defaultName, phone: '', ...(guest ? { email: '' } : {}) },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={m.orders_bar_yourDetails()}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={m.orders_bar_fullName()}
            autoComplete="name"
            required
            disabled={locked}
            {...form.register('name')}
            error={errors.name?.message}
          />
          <TextInput
            label={m.orders_bar_phone()}
            type="tel"
            autoComplete="tel"
            required
            disabled={locked}
            {...form.register('phone')}
            error={errors.phone?.message}
          />
        </SimpleGrid>
        {guest && (
          <TextInput
            label={m.orders_bar_email()}
            type="email"
            autoComplete="email"
            required
            disabled={locked}
            {...form.register('email')}
            error={errors.email?.message}
          />
        )}
        {!locked && (
          <Button type="submit" w="fit-content">
            {m.orders_checkout_continueToPayment()}
          </Button>
        )}
      </Stack>
    </form>
  );
}
