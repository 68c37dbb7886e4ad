import { useState } from 'react';
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconCurrentLocation,
  IconKeyboard,
  IconQrcode,
  IconShoppingCart,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useNavigate } from 'react-router-dom';
import { useUser } from '@/features/auth';
import { useCartCount } from '@/features/cart';
import { notify } from '@/lib/notify';
import { forgetLocationRedirect, takeLocationRedirect } from '@/lib/session-storage';
import { AddressCheckForm } from './address-check-form';
import { isValidLocation } from './checked-location';
import {
  ADDRESS_REQUIRED_TO_VALIDATE,
  notifyNotice,
  VALID_ADDRESS_REQUIRED,
} from './continue-messages';
import { GPS_DENIED, GPS_UNSUPPORTED, SIMPLE_PAGE_GPS } from './geolocation';
import { LocationResult } from './location-result';
import { useGpsDetection } from './use-gps-detection';
import { useLocationCheck } from './use-location-check';

function gpsFailureTitle(code: number): string {
  if (code === GPS_UNSUPPORTED) return m.orders_location_gpsUnsupported();
  if (code === GPS_DENIED) return m.orders_location_gpsDenied();
  return m.orders_location_gpsUnavailable();
}

function Option(props: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Card
      withBorder
      component="section"
      aria-label={props.title}
      opacity={props.disabled ? 0.6 : 1}
    >
      <Stack gap="sm">
        <Group gap="xs">
          {props.icon}
          <Title order={3} size="h4">
            {props.title}
          </Title>
        </Group>
        {props.children}
      </Stack>
    </Card>
  );
}

/**
 * Confirm Your Location (/simple-location, with the options of the earlier location screen):
 * detect the location or type an address, then continue to the menu (or the checkout when
 * the cart already holds food).
 */
export default function SimpleLocationPage() {
  useLanguage();
  const check = useLocationCheck();
  const navigate = useNavigate();
  const cartCount = useCartCount();
  // A guest checks out without an account: the guest checkout takes the contact details.
  const signedIn = !!useUser().data;
  const [manual, setManual] = useState(false);
  const gps = useGpsDetection({
    options: SIMPLE_PAGE_GPS,
    maxAttempts: 1,
    onPosition: (point) => void check.checkPosition(point).catch(() => undefined),
    onGiveUp: (code) => {
      setManual(true);
      notify.error(gpsFailureTitle(code), m.orders_gps_enterManually());
    },
  });

  const valid = () => {
    if (isValidLocation(check.location)) return true;
    notifyNotice(VALID_ADDRESS_REQUIRED);
    return false;
  };
  // Back where the check was asked for (session locationRedirect), else the checkout.
  const continueToCheckout = () => {
    if (!valid()) return;
    void navigate(takeLocationRedirect() ?? (signedIn ? '/checkout' : '/checkout/guest'));
  };
  const continueToMenu = () => {
    if (!valid()) return;
    forgetLocationRedirect();
    void navigate('/menu');
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{m.orders_location_confirmTitle()}</Title>
          <Text c="dimmed">{m.orders_location_confirmText()}</Text>
        </div>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Option icon={<IconCurrentLocation size={20} />} title={m.orders_location_useCurrent()}>
            <Text size="sm" c="dimmed">
              {m.orders_location_useCurrentText()}
            </Text>
            <Button
              onClick={gps.detect}
              loading={gps.status === 'locating' || (check.pending && check.location === null)}
              leftSection={<IconCurrentLocation size={16} />}
            >
              {m.orders_location_detect()}
            </Button>
          </Option>
          <Option icon={<IconKeyboard size={20} />} title={m.orders_location_enterManuallyTitle()}>
            {manual ? (
              <AddressCheckForm
                label={m.orders_location_yourAddress()}
                onCheck={check.checkAddress}
                onEmpty={() => notifyNotice(ADDRESS_REQUIRED_TO_VALIDATE)}
                pending={check.pending}
              />
            ) : (
              <Button variant="light" onClick={() => setManual(true)}>
                {m.orders_location_enterAddress()}
              </Button>
            )}
          </Option>
          <Option icon={<IconQrcode size={20} />} title={m.orders_location_qrSoon()} disabled>
            <Text size="sm" c="dimmed">
              {m.orders_location_qrSoonText()}
            </Text>
            <Button disabled variant="light">
              {m.orders_location_qrSoon()}
            </Button>
          </Option>
        </SimpleGrid>

        <LocationResult location={check.location} />

        <Group justify="flex-end">
          {cartCount > 0 && (
            <Button
              variant="default"
              leftSection={<IconShoppingCart size={16} />}
              onClick={continueToCheckout}
            >
              {m.orders_location_continueToCheckout()}
            </Button>
          )}
          <Button rightSection={<IconArrowRight size={16} />} onClick={continueToMenu}>
            {m.orders_location_continueToMenu()}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
