import { Button, Stack, Text } from '@mantine/core';
import type { CartProceed } from './use-cart-proceed';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export const PROCEED_LABEL = 'Proceed to Checkout';
export const GUEST_LABEL = 'Continue as Guest';

/**
 * The cart's way on. While the cart's service is switched off the button is disabled and says
 * 'Service Unavailable' (and 'Loading service status...' until the status is known).
 */
export function ProceedActions({ proceed }: { proceed: CartProceed }) {
  const { availability } = proceed;
  useLanguage();
  const blocked = availability.state !== 'open';
  const label = availability.state === 'open' ? m.shop_cart_proceed() : availability.label;

  return (
    <Stack gap="xs">
      <Button
        size="md"
        fullWidth
        disabled={blocked || proceed.userPending}
        onClick={proceed.proceed}
      >
        {label}
      </Button>
      {availability.state === 'closed' && (
        <Text size="sm" c="red" role="status">
          {availability.message}
        </Text>
      )}
      {proceed.offerGuest && (
        <>
          <Text size="xs" c="dimmed" ta="center">
            {m.shop_cart_guestHint()}
          </Text>
          <Button variant="default" fullWidth disabled={blocked} onClick={proceed.continueAsGuest}>
            {m.shop_cart_continueAsGuest()}
          </Button>
        </>
      )}
    </Stack>
  );
}
