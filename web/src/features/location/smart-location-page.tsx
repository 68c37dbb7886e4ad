import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCurrentLocation } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { AddressCheckForm } from './address-check-form';
import { withCityAndCountry } from './address-parsing';
import { isValidLocation } from './checked-location';
import { ADDRESS_REQUIRED_TO_VALIDATE, VALID_ADDRESS_REQUIRED } from './continue-messages';
import { GPS_MESSAGES, MAX_GPS_ATTEMPTS, SMART_VALIDATOR_GPS } from './geolocation';
import { LocationResult } from './location-result';
import { useGpsDetection } from './use-gps-detection';
import { useLocationCheck } from './use-location-check';

/**
 * Smart Location Validator (location §2.8, §4.3): finds the customer by GPS, up to three
 * automatic attempts, with manual entry as the fallback.
 */
export default function SmartLocationPage() {
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
      notify.error(VALID_ADDRESS_REQUIRED.title, VALID_ADDRESS_REQUIRED.message);
      return;
    }
    void navigate('/checkout/confirm');
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Smart Location Validator</Title>
          <Text c="dimmed">We use your device's location to check whether we deliver to you.</Text>
        </div>

        {gps.status === 'locating' && (
          <Alert color="blue" icon={<Loader size={16} />} title="Detecting your location…">
            <Stack gap={4}>
              <Text size="sm">
                Attempt {gps.attempts} of {MAX_GPS_ATTEMPTS}
              </Text>
              {gps.error && <Text size="sm">{gps.error}</Text>}
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={gps.enterManually}
                w="fit-content"
              >
                Enter address manually
              </Button>
            </Stack>
          </Alert>
        )}
        {check.pending && gps.status === 'located' && <Loader size="sm" aria-label="Checking" />}

        {gps.status === 'failed' && (
          <Alert
            color="orange"
            title={gps.maxAttemptsReached ? GPS_MESSAGES.maxAttempts : undefined}
            role="alert"
          >
            <Stack gap={4}>
              {gps.error && gps.error !== GPS_MESSAGES.failed && <Text size="sm">{gps.error}</Text>}
              <Text size="sm">{GPS_MESSAGES.failed}</Text>
            </Stack>
          </Alert>
        )}

        {outsideByGps && (
          <Alert color="red" role="alert">
            {GPS_MESSAGES.outsideZone}
          </Alert>
        )}

        {showManual ? (
          <AddressCheckForm
            buttonLabel="Validate"
            onCheck={(address) => check.checkAddress(withCityAndCountry(address))}
            onEmpty={() =>
              notify.error(ADDRESS_REQUIRED_TO_VALIDATE.title, ADDRESS_REQUIRED_TO_VALIDATE.message)
            }
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
              Detect My Location
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
            Back to Regular Validator
          </Button>
          <Button onClick={continueToOrder} rightSection={<IconArrowRight size={16} />}>
            Continue to Order
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
