import { useState } from 'react';
import { Button, Checkbox, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconMap2,
  IconMapPin,
  IconQrcode,
} from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link, useNavigate } from 'react-router-dom';
import { useUser } from '@/features/auth';
import { notify } from '@/lib/notify';
import { forgetLocationRedirect, takeLocationRedirect } from '@/lib/session-storage';
import { AddressCheckForm } from './address-check-form';
import { isValidLocation, needsStreet } from './checked-location';
import {
  ADDRESS_REQUIRED,
  notifyNotice,
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
 * Verify Delivery Location: an address, a point on the map or a QR code; a
 * valid answer is stored at once and lets the customer continue to the cart, or to the page that
 * sent them here (session locationRedirect).
 */
export default function VerifyLocationPage() {
  useLanguage();
  const check = useLocationCheck();
  const qr = useQrLocation(check.accept);
  const save = useSaveLocationToAccount();
  const { data: user } = useUser();
  const [saveToAccount, setSaveToAccount] = useState(true);
  const navigate = useNavigate();
  const { location } = check;

  const continueToCheckout = async () => {
    if (!isValidLocation(location)) {
      notifyNotice(VALID_ADDRESS_REQUIRED);
      return;
    }
    if (needsStreet(location)) {
      notifyNotice(STREET_REQUIRED);
      return;
    }
    if (saveToAccount) {
      try {
        const outcome = await save.mutateAsync(location);
        if (outcome === 'saved')
          notify.success(m.orders_location_locationSaved(), location.address);
      } catch {
        notify.error(m.orders_location_error(), SAVE_LOCATION_FAILED());
      }
    }
    // Back where the check was asked for (the cart's Change address), else the cart.
    void navigate(takeLocationRedirect() ?? '/customer/cart');
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{m.orders_location_verifyTitle()}</Title>
          <Text c="dimmed">{m.orders_location_verifyText()}</Text>
        </div>

        <Tabs defaultValue="address" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="address" leftSection={<IconMapPin size={16} />}>
              {m.orders_location_addressTab()}
            </Tabs.Tab>
            <Tabs.Tab value="map" leftSection={<IconMap2 size={16} />}>
              {m.orders_location_mapTab()}
            </Tabs.Tab>
            <Tabs.Tab value="qr" leftSection={<IconQrcode size={16} />}>
              {m.orders_location_qrTab()}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="address" pt="md">
            <AddressCheckForm
              onCheck={check.checkAddress}
              onEmpty={() => notifyNotice(ADDRESS_REQUIRED)}
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
            label={m.orders_location_saveToAccount()}
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
            {m.orders_location_back()}
          </Button>
          {isValidLocation(location) && (
            <Button
              onClick={() => void continueToCheckout()}
              loading={save.isPending}
              rightSection={<IconArrowRight size={16} />}
            >
              {m.orders_location_continueToCheckout()}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
