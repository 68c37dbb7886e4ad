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
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { addressParts, withCityAndCountry } from './address-parsing';
import { isValidLocation, type CheckedLocation } from './checked-location';
import { notifyNotice, VALID_ADDRESS_REQUIRED } from './continue-messages';
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
    message: (!validation.isValid && validation.message) || undefined,
  };
}

/** Address Validation (/address-validator): manual entry and a zone check. */
export default function AddressValidatorPage() {
  useLanguage();
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const validation = useMutation({
    mutationFn: validateAddress,
    onSuccess: (location) => {
      if (isValidLocation(location)) {
        storeValidatedLocation(location);
        notify.success(
          m.orders_location_addressValidated(),
          m.orders_location_weDeliverTo({ zone: location.zone.name }),
        );
      }
    },
  });
  const location = validation.data ?? null;
  const failure =
    validation.error instanceof ManualValidationError
      ? validation.error.say
      : validation.error
        ? MANUAL_MESSAGES.unreachable
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = address.trim();
    if (!typed) {
      setFieldError(MANUAL_MESSAGES.empty());
      return;
    }
    setFieldError(null);
    validation.mutate(typed);
  };

  const continueToConfirm = () => {
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
          <Title order={1}>{m.orders_location_validatorTitle()}</Title>
          <Text c="dimmed">{m.orders_location_validatorText()}</Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={m.orders_location_deliveryAddress()}
              placeholder={m.orders_location_validatorPlaceholder()}
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
              {m.orders_location_validateAddress()}
            </Button>
          </Group>
        </form>
        <Text size="sm">
          {m.orders_location_ratherDevice()}{' '}
          <Anchor component={Link} to="/smart-location">
            {m.orders_location_trySmart()}
          </Anchor>
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure()}
          </Alert>
        )}
        <LocationResult
          location={location}
          outOfZoneMessage={location?.message ?? MANUAL_MESSAGES.outsideZone()}
        />
        <Group justify="space-between">
          <Button
            component={Link}
            to="/checkout"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {m.orders_location_back()}
          </Button>
          <Button onClick={continueToConfirm} rightSection={<IconArrowRight size={16} />}>
            {m.orders_location_continue()}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
