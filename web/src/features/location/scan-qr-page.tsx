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

/** What the code did, its title and text said in the shop's language when shown. */
interface Outcome {
  ok: boolean;
  title: () => string;
  message: () => string;
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;
/** The api's sentence (contracts), translated as text. */
const apiText = (message: string) => () => localizeMessage(message);

const INVALID_CODE: Outcome = {
  ok: false,
  title: m.orders_qr_invalidCode,
  message: QR_NO_LOCATION_MESSAGE,
};
const NOT_VERIFIED: Outcome = {
  ok: false,
  title: m.orders_qr_error,
  message: m.orders_qr_verifyFailed,
};

async function applyZone(raw: string): Promise<Outcome> {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return INVALID_CODE;
  try {
    const zone = await getZone(Number(raw));
    if (!zone.active) {
      return {
        ok: false,
        title: m.orders_qr_locationUnavailable,
        message: apiText(LOCATION_UNAVAILABLE_MESSAGE),
      };
    }
    storeDeliveryZone(zone);
    return {
      ok: true,
      title: m.orders_qr_locationSet,
      message: () => m.orders_qr_deliveringTo({ place: zone.name }),
    };
  } catch (error) {
    if (notFound(error) || (error instanceof ApiError && error.status === 400)) {
      return {
        ok: false,
        title: m.orders_qr_locationNotFound,
        message: apiText(QR_LOCATION_NOT_FOUND_MESSAGE),
      };
    }
    return NOT_VERIFIED;
  }
}

async function applyCustomLocation(customId: string): Promise<Outcome> {
  try {
    const spot = await getCustomLocation(customId);
    const check = await validatePoint({ lat: spot.latitude, lng: spot.longitude });
    if (!check.zone) {
      return {
        ok: false,
        title: m.orders_qr_outsideZone,
        message: apiText(LOCATION_OUTSIDE_ZONE_MESSAGE),
      };
    }
    storeCustomLocation({
      id: spot.customId,
      name: spot.name,
      address: spot.address,
      lat: spot.latitude,
      lng: spot.longitude,
    });
    storeDeliveryZone(check.zone);
    return {
      ok: true,
      title: m.orders_qr_customLocationSet,
      message: () => m.orders_qr_deliveringTo({ place: spot.name }),
    };
  } catch (error) {
    if (notFound(error) || (error instanceof ApiError && error.status === 400)) {
      return {
        ok: false,
        title: m.orders_qr_locationNotFound,
        message: apiText(CUSTOM_LOCATION_NOT_FOUND_MESSAGE),
      };
    }
    return NOT_VERIFIED;
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
        : Promise.resolve(INVALID_CODE);

    void outcome.then((result) => {
      if (!active) return;
      if (result.ok) {
        notify.success(result.title(), result.message());
        timer = setTimeout(() => {
          void menu.then((path) => {
            if (active) void navigate(path, { replace: true });
          });
        }, QR_REDIRECT_MS);
      } else {
        notify.error(result.title(), result.message());
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
