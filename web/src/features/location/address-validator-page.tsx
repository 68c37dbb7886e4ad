import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { addressParts, withCityAndCountry } from './address-parsing';
import { isValidLocation, type CheckedLocation } from './checked-location';
import { VALID_ADDRESS_REQUIRED } from './continue-messages';
import { LocationResult } from './location-result';
import { storeValidatedLocation } from './location-storage';
import {
  geocodeForValidator,
  MANUAL_MESSAGES,
  ManualValidationError,
  validateCoordinates,
} from './manual-validation';

async function validateAddress(typed: string): Promise<CheckedLocation> {
  const { result, point } = await geocodeForValidator(withCityAndCountry(typed));
  const validation = await validateCoordinates(point);
  const address = result.formattedAddress || result.placeName || typed;
  return {
    source: 'address',
    address,
    parts: addressParts(address, result.address),
    coordinates: point,
    zone: validation.zone,
    approximate: result.approximate === true,
    message: validation.isValid ? undefined : validation.message || MANUAL_MESSAGES.outsideZone,
  };
}

/** Address Validation (/address-validator, location §2.7): manual entry and a zone check. */
export default function AddressValidatorPage() {
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const validation = useMutation({
    mutationFn: validateAddress,
    onSuccess: (location) => {
      if (isValidLocation(location)) {
        storeValidatedLocation(location);
        notify.success('Address Validated', `We deliver to ${location.zone.name}.`);
      }
    },
  });
  const location = validation.data ?? null;
  const failure =
    validation.error instanceof ManualValidationError
      ? validation.error.message
      : validation.error
        ? MANUAL_MESSAGES.unreachable
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = address.trim();
    if (!typed) {
      setFieldError(MANUAL_MESSAGES.empty);
      return;
    }
    setFieldError(null);
    validation.mutate(typed);
  };

  const continueToConfirm = () => {
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
          <Title order={1}>Address Validation</Title>
          <Text c="dimmed">
            Enter your delivery address and we will check that we deliver there.
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label="Delivery address"
              placeholder="e.g. Overtoom 100, 1054 HK"
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              error={fieldError}
              autoComplete="street-address"
              style={{ flex: 1 }}
            />
            <Button
              type="submit"
              mt={25}
              loading={validation.isPending}
              leftSection={<IconSearch size={16} />}
            >
              Validate Address
            </Button>
          </Group>
        </form>
        <Text size="sm">
          Rather use your device&apos;s location?{' '}
          <Anchor component={Link} to="/smart-location">
            Try the Smart Location Validator
          </Anchor>
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <LocationResult location={location} outOfZoneMessage={location?.message} />
        <Group justify="space-between">
          <Button
            component={Link}
            to="/checkout"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Back
          </Button>
          <Button onClick={continueToConfirm} rightSection={<IconArrowRight size={16} />}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
