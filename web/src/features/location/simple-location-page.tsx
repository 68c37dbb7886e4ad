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
import { useNavigate } from 'react-router-dom';
import { useUser } from '@/features/auth/api';
import { useCartCount } from '@/features/cart/cart-store';
import { notify } from '@/lib/notify';
import { forgetLocationRedirect, takeLocationRedirect } from '@/lib/session-storage';
import { AddressCheckForm } from './address-check-form';
import { isValidLocation } from './checked-location';
import { ADDRESS_REQUIRED_TO_VALIDATE, VALID_ADDRESS_REQUIRED } from './continue-messages';
import { GPS_DENIED, GPS_UNSUPPORTED, SIMPLE_PAGE_GPS } from './geolocation';
import { LocationResult } from './location-result';
import { useGpsDetection } from './use-gps-detection';
import { useLocationCheck } from './use-location-check';

const ENTER_MANUALLY = 'Please enter your address manually';

function gpsFailureTitle(code: number): string {
  if (code === GPS_UNSUPPORTED) return 'Geolocation not supported';
  if (code === GPS_DENIED) return 'Location access denied';
  return 'Location unavailable';
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
 * Confirm Your Location (/simple-location, location §2.9 with the earlier §2.10 options):
 * detect the location or type an address, then continue to the menu (or the checkout when
 * the cart already holds food).
 */
export default function SimpleLocationPage() {
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
      notify.error(gpsFailureTitle(code), ENTER_MANUALLY);
    },
  });

  const valid = () => {
    if (isValidLocation(check.location)) return true;
    notify.error(VALID_ADDRESS_REQUIRED.title, VALID_ADDRESS_REQUIRED.message);
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
          <Title order={1}>Confirm Your Location</Title>
          <Text c="dimmed">
            Tell us where to deliver so we can check that you are in one of our zones.
          </Text>
        </div>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Option icon={<IconCurrentLocation size={20} />} title="Use Current Location">
            <Text size="sm" c="dimmed">
              Let your browser tell us where you are.
            </Text>
            <Button
              onClick={gps.detect}
              loading={gps.status === 'locating' || (check.pending && check.location === null)}
              leftSection={<IconCurrentLocation size={16} />}
            >
              Detect My Location
            </Button>
          </Option>
          <Option icon={<IconKeyboard size={20} />} title="Enter Address Manually">
            {manual ? (
              <AddressCheckForm
                label="Your address"
                buttonLabel="Check"
                onCheck={check.checkAddress}
                onEmpty={() =>
                  notify.error(
                    ADDRESS_REQUIRED_TO_VALIDATE.title,
                    ADDRESS_REQUIRED_TO_VALIDATE.message,
                  )
                }
                pending={check.pending}
              />
            ) : (
              <Button variant="light" onClick={() => setManual(true)}>
                Enter Address
              </Button>
            )}
          </Option>
          <Option icon={<IconQrcode size={20} />} title="QR Location (Coming Soon)" disabled>
            <Text size="sm" c="dimmed">
              Scan the QR code at one of our delivery spots.
            </Text>
            <Button disabled variant="light">
              QR Location (Coming Soon)
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
              Continue to Checkout
            </Button>
          )}
          <Button rightSection={<IconArrowRight size={16} />} onClick={continueToMenu}>
            Continue to Menu
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
