import { useState } from 'react';
import { Button, Checkbox, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconMap2,
  IconMapPin,
  IconQrcode,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useUser } from '@/features/auth/api';
import { notify } from '@/lib/notify';
import { forgetLocationRedirect, takeLocationRedirect } from '@/lib/session-storage';
import { AddressCheckForm } from './address-check-form';
import { isValidLocation, needsStreet } from './checked-location';
import {
  ADDRESS_REQUIRED,
  SAVE_LOCATION_FAILED,
  STREET_REQUIRED,
  VALID_ADDRESS_REQUIRED,
} from './continue-messages';
import { LocationResult } from './location-result';
import { MapTab } from './map-tab';
import { QrTab } from './qr-tab';
import { useLocationCheck } from './use-location-check';
import { useQrLocation } from './use-qr-location';
import { useSaveLocationToAccount } from './use-save-location';

/**
 * Verify Delivery Location (location §2.3): an address, a point on the map or a QR code; a
 * valid answer is stored at once and lets the customer continue to the cart, or to the page that
 * sent them here (session locationRedirect).
 */
export default function VerifyLocationPage() {
  const check = useLocationCheck();
  const qr = useQrLocation(check.accept);
  const save = useSaveLocationToAccount();
  const { data: user } = useUser();
  const [saveToAccount, setSaveToAccount] = useState(true);
  const navigate = useNavigate();
  const { location } = check;

  const continueToCheckout = async () => {
    if (!isValidLocation(location)) {
      notify.error(VALID_ADDRESS_REQUIRED.title, VALID_ADDRESS_REQUIRED.message);
      return;
    }
    if (needsStreet(location)) {
      notify.error(STREET_REQUIRED.title, STREET_REQUIRED.message);
      return;
    }
    if (saveToAccount) {
      try {
        const outcome = await save.mutateAsync(location);
        if (outcome === 'saved') notify.success('Location saved', location.address);
      } catch {
        notify.error('Error', SAVE_LOCATION_FAILED);
      }
    }
    // Back where the check was asked for (the cart's Change address), else the cart.
    void navigate(takeLocationRedirect() ?? '/customer/cart');
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Verify Delivery Location</Title>
          <Text c="dimmed">Check whether we deliver to you before you order.</Text>
        </div>

        <Tabs defaultValue="address" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="address" leftSection={<IconMapPin size={16} />}>
              Address
            </Tabs.Tab>
            <Tabs.Tab value="map" leftSection={<IconMap2 size={16} />}>
              Map
            </Tabs.Tab>
            <Tabs.Tab value="qr" leftSection={<IconQrcode size={16} />}>
              QR Code
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="address" pt="md">
            <AddressCheckForm
              onCheck={check.checkAddress}
              onEmpty={() => notify.error(ADDRESS_REQUIRED.title, ADDRESS_REQUIRED.message)}
              pending={check.pending}
            />
          </Tabs.Panel>
          <Tabs.Panel value="map" pt="md">
            <MapTab marker={check.pickedPoint} onPick={check.checkPoint} />
          </Tabs.Panel>
          <Tabs.Panel value="qr" pt="md">
            <QrTab onScan={(code) => qr.mutate(code)} pending={qr.isPending} />
          </Tabs.Panel>
        </Tabs>

        <LocationResult location={location} onStreetChange={check.typeStreet} />

        {user && isValidLocation(location) && (
          <Checkbox
            label="Save this address to my account"
            checked={saveToAccount}
            onChange={(event) => setSaveToAccount(event.currentTarget.checked)}
          />
        )}

        <Group justify="space-between">
          <Button
            component={Link}
            to="/cart"
            onClick={forgetLocationRedirect}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Back
          </Button>
          {isValidLocation(location) && (
            <Button
              onClick={() => void continueToCheckout()}
              loading={save.isPending}
              rightSection={<IconArrowRight size={16} />}
            >
              Continue to Checkout
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
