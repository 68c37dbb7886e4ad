import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CUSTOM_LOCATION_NOT_FOUND_MESSAGE,
  LOCATION_OUTSIDE_ZONE_MESSAGE,
  LOCATION_UNAVAILABLE_MESSAGE,
  QR_LOCATION_NOT_FOUND_MESSAGE,
} from '@shop/contracts';
import { userQuery } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { getCustomLocation, getZone, validatePoint } from '@/features/geo';
import { storeCustomLocation, storeDeliveryZone } from './location-storage';
import { QR_NO_LOCATION_MESSAGE, QR_REDIRECT_MS } from '@/features/qr';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { localizeMessage } from '@/i18n/messages';

/** Signed-in customers open their menu; a guest who scanned a printed code the public one. */
export const QR_MENU = { signedIn: '/customer/menu', guest: '/menu' } as const;
const HOME = '/';

type Outcome =
  | { ok: true; title: 'Custom Location Set' | 'Location Set'; message: string }
  | { ok: false; title: string; message: string };

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

async function applyZone(raw: string): Promise<Outcome> {
  if (!/^[1-9]\d{0,9}$/.test(raw)) {
    return { ok: false, title: 'Invalid QR Code', message: QR_NO_LOCATION_MESSAGE };
  }
  try {
    const zone = await getZone(Number(raw));
    if (!zone.active) {
      return { ok: false, title: 'Location Unavailable', message: LOCATION_UNAVAILABLE_MESSAGE };
    }
    storeDeliveryZone(zone);
    return { ok: true, title: 'Location Set', message: `Delivering to ${zone.name}` };
  } catch (error) {
    if (notFound(error) || (error instanceof ApiError && error.status === 400)) {
      return { ok: false, title: 'Location Not Found', message: QR_LOCATION_NOT_FOUND_MESSAGE };
    }
    return { ok: false, title: 'Error', message: 'Failed to verify QR code' };
  }
}

async function applyCustomLocation(customId: string): Promise<Outcome> {
  try {
    const spot = await getCustomLocation(customId);
    const check = await validatePoint({ lat: spot.latitude, lng: spot.longitude });
    if (!check.zone) {
      return { ok: false, title: 'Outside Delivery Zone', message: LOCATION_OUTSIDE_ZONE_MESSAGE };
    }
    storeCustomLocation({
      id: spot.customId,
      name: spot.name,
      address: spot.address,
      lat: spot.latitude,
      lng: spot.longitude,
    });
    storeDeliveryZone(check.zone);
    return { ok: true, title: 'Custom Location Set', message: `Delivering to ${spot.name}` };
  } catch (error) {
    if (notFound(error) || (error instanceof ApiError && error.status === 400)) {
      return { ok: false, title: 'Location Not Found', message: CUSTOM_LOCATION_NOT_FOUND_MESSAGE };
    }
    return { ok: false, title: 'Error', message: 'Failed to verify QR code' };
  }
}

/**
 * /scan-qr?zoneId=… or ?customId=…, the target of a printed QR code: a
 * valid place is saved and the menu opens after 1.5 s (/customer/menu when signed in, /menu for a
 * guest, who may order as a guest); anything else shows an error and goes home at once.
 */
export default function ScanQrPage() {
  useLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zoneId = params.get('zoneId');
  const customId = params.get('customId');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    // Asked at once, so the answer is there when the redirect is due.
    const menu = queryClient
      .fetchQuery(userQuery)
      .then((user) => (user ? QR_MENU.signedIn : QR_MENU.guest))
      .catch(() => QR_MENU.guest);

    const outcome: Promise<Outcome> = customId
      ? applyCustomLocation(customId)
      : zoneId
        ? applyZone(zoneId)
        : Promise.resolve({ ok: false, title: 'Invalid QR Code', message: QR_NO_LOCATION_MESSAGE });

    void outcome.then((result) => {
      if (!active) return;
      if (result.ok) {
        notify.success(localizeMessage(result.title), localizeMessage(result.message));
        timer = setTimeout(() => {
          void menu.then((path) => {
            if (active) void navigate(path, { replace: true });
          });
        }, QR_REDIRECT_MS);
      } else {
        notify.error(localizeMessage(result.title), localizeMessage(result.message));
        void navigate(HOME, { replace: true });
      }
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [zoneId, customId, navigate, queryClient]);

  return (
    <Container size="xs" py="xl">
      <Center>
        <Stack align="center" gap="sm">
          <Loader />
          <Title order={2}>{m.orders_bar_qrCode()}</Title>
          <Text c="dimmed">{m.orders_bar_settingLocation()}</Text>
        </Stack>
      </Center>
    </Container>
  );
}
