import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCurrentLocation } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link, useNavigate } from 'react-router-dom';
import { AddressCheckForm } from './address-check-form';
import { withCityAndCountry } from './address-parsing';
import { isValidLocation } from './checked-location';
import {
  ADDRESS_REQUIRED_TO_VALIDATE,
  notifyNotice,
  VALID_ADDRESS_REQUIRED,
} from './continue-messages';
import { GPS_MESSAGES, MAX_GPS_ATTEMPTS, SMART_VALIDATOR_GPS } from './geolocation';
import { LocationResult } from './location-result';
import { useGpsDetection } from './use-gps-detection';
import { useLocationCheck } from './use-location-check';

/**
 * Smart Location Validator: finds the customer by GPS, up to three
 * automatic attempts, with manual entry as the fallback.
 */
export default function SmartLocationPage() {
  useLanguage();
  const check = useLocationCheck();
  const navigate = useNavigate();
  const gps = useGpsDetection({
    options: SMART_VALIDATOR_GPS,
    auto: true,
    onPosition: (point) => void check.checkPosition(point).catch(() => undefined),
  });
  const { location } = check;
  const outsideByGps = location?.source === 'gps' && !isValidLocation(location);
  const showManual = gps.manual || outsideByGps || location?.source === 'address';

  const continueToOrder = () => {
    if (!isValidLocation(location)) {
      notifyNotice(VALID_ADDRESS_REQUIRED);
      return;
    }
    void navigate('/checkout/confirm');
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{m.orders_location_smartTitle()}</Title>
          <Text c="dimmed">{m.orders_location_smartText()}</Text>
        </div>

        {gps.status === 'locating' && (
          <Alert color="blue" icon={<Loader size={16} />} title={m.orders_location_detecting()}>
            <Stack gap={4}>
              <Text size="sm">
                {m.orders_location_attempt({ attempt: gps.attempts, max: MAX_GPS_ATTEMPTS })}
              </Text>
              {gps.error && <Text size="sm">{gps.error()}</Text>}
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={gps.enterManually}
                w="fit-content"
              >
                {m.orders_location_enterManually()}
              </Button>
            </Stack>
          </Alert>
        )}
        {check.pending && gps.status === 'located' && (
          <Loader size="sm" role="progressbar" aria-label={m.orders_location_checking()} />
        )}

        {gps.status === 'failed' && (
          <Alert
            color="orange"
            title={gps.maxAttemptsReached ? GPS_MESSAGES.maxAttempts() : undefined}
            role="alert"
          >
            <Stack gap={4}>
              {gps.error && gps.error !== GPS_MESSAGES.failed && (
                <Text size="sm">{gps.error()}</Text>
              )}
              <Text size="sm">{GPS_MESSAGES.failed()}</Text>
            </Stack>
          </Alert>
        )}

        {outsideByGps && (
          <Alert color="red" role="alert">
            {GPS_MESSAGES.outsideZone()}
          </Alert>
        )}

        {showManual ? (
          <AddressCheckForm
            buttonLabel={m.orders_location_validate()}
            onCheck={(address) => check.checkAddress(withCityAndCountry(address))}
            onEmpty={() => notifyNotice(ADDRESS_REQUIRED_TO_VALIDATE)}
            pending={check.pending}
          />
        ) : (
          gps.status !== 'locating' && (
            <Button
              variant="light"
              leftSection={<IconCurrentLocation size={16} />}
              onClick={gps.detect}
              w="fit-content"
            >
              {m.orders_location_detect()}
            </Button>
          )
        )}

        <LocationResult location={outsideByGps ? null : location} />

        <Group justify="space-between">
          <Button
            component={Link}
            to="/checkout-address"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {m.orders_location_backToRegular()}
          </Button>
          <Button onClick={continueToOrder} rightSection={<IconArrowRight size={16} />}>
            {m.orders_location_continueToOrder()}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
