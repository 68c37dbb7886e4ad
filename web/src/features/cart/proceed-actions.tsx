import { Button, Stack, Text } from '@mantine/core';
import type { CartProceed } from './use-cart-proceed';
import { useTranslation } from '@/i18n/react';

export const PROCEED_LABEL = 'Proceed to Checkout';
export const GUEST_LABEL = 'Continue as Guest';

/**
 * The cart's way on. While the cart's service is switched off the button is disabled and says
 * 'Service Unavailable' (and 'Loading service status...' until the status is known).
 */
export function ProceedActions({ proceed }: { proceed: CartProceed }) {
  const { availability } = proceed;
  const { t } = useTranslation('shop');
  const blocked = availability.state !== 'open';
  const label = availability.state === 'open' ? t('cart.proceed') : availability.label;

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
            {t('cart.guestHint')}
          </Text>
          <Button variant="default" fullWidth disabled={blocked} onClick={proceed.continueAsGuest}>
            {t('cart.continueAsGuest')}
          </Button>
        </>
      )}
    </Stack>
  );
}
