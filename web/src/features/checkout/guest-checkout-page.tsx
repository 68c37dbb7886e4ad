import { useState } from 'react';
import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { OUT_OF_ZONE_MESSAGE, type GuestSessionInput } from '@shop/contracts';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { GuestDetailsForm } from '@/features/addresses';
import { useUser, rememberRedirectAfterLogin } from '@/features/auth';
import { CHECKOUT_ADDRESS_MESSAGES } from '@/features/geo';
import { readCheckoutAddress, storeCheckoutAddressNote } from '@/features/location';
import { useCheckoutAddressCheck } from './use-checkout-address-check';
import { ApiError } from '@/lib/api-client';
import { saveGuestSession } from './api';
import { CHECKOUT_PATHS } from './checkout-paths';
import { markGuestCheckout } from './guest-checkout';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { localizeMessage } from '@/i18n/messages';

/**
 * An address this visit already checked fills the form in. Read in the browser only: the page
 * the server painted has an empty form, and the form's fields take their values when the app
 * attaches to them, so the painted markup and the app's agree.
 */
function knownAddress() {
  const stored = readCheckoutAddress();
  if (!stored) return undefined;
  return {
    address: {
      streetAddress: stored.street,
      city: stored.city,
      state: stored.state,
      zipCode: stored.zip,
      country: stored.country,
      additionalInfo: stored.additionalInfo ?? '',
    },
  };
}

/**
 * /checkout/guest: ordering without an account. The contact and address are stored for this
 * browser (POST /api/guest-session), the address is checked against the zones, then the guest
 * confirms and pays.
 */
export default function GuestCheckoutPage() {
  useLanguage();
  const navigate = useNavigate();
  const user = useUser();
  const check = useCheckoutAddressCheck();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [defaults] = useState(knownAddress);

  if (user.isPending) return <CenteredLoader />;
  if (user.data) return <Navigate to="/checkout" replace />;

  const submit = async (values: GuestSessionInput) => {
    setProblem(null);
    setSaving(true);
    try {
      await saveGuestSession(values);
      const outcome = await check.mutateAsync({
        ...values.address,
        label: 'home',
        saveAddress: false,
        setAsDefault: false,
      });
      if (!outcome.validated) {
        setProblem(localizeMessage(OUT_OF_ZONE_MESSAGE));
        return;
      }
      markGuestCheckout();
      storeCheckoutAddressNote(values.address.additionalInfo);
      void navigate(CHECKOUT_PATHS.confirm);
    } catch (error) {
      if (error instanceof ApiError)
        setProblem(error.message || CHECKOUT_ADDRESS_MESSAGES.failed());
      else setProblem(error instanceof Error ? error.message : CHECKOUT_ADDRESS_MESSAGES.failed());
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{m.orders_checkout_guestTitle()}</Title>
          <Text c="dimmed">{m.orders_checkout_guestText()}</Text>
        </div>
        <Anchor
          component={Link}
          to="/auth/login"
          onClick={() => rememberRedirectAfterLogin('/checkout')}
        >
          {m.orders_checkout_signInForSaved()}
        </Anchor>
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert">
            {problem}
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md">
          <GuestDetailsForm onSubmit={submit} pending={saving} defaultValues={defaults} />
        </Paper>
      </Stack>
    </Container>
  );
}
