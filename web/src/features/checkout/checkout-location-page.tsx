import { useState } from 'react';
import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconKeyboard } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { ZoneCards } from '@/features/addresses';
import {
  isValidLocation,
  type CheckedLocation,
  notifyNotice,
  VALID_ADDRESS_REQUIRED,
  DetectLocationButton,
  storeCheckoutAddressNote,
  storeValidatedLocation,
} from '@/features/location';
import { serverMessage } from '@/lib/error-text';
import { useAddressChoices, type AddressChoice } from './address-choices';
import { CHECKOUT_PATHS } from './checkout-paths';
import { readCheckoutDelivery } from './order-body';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

function ChoiceLabel({ choice }: { choice: AddressChoice }) {
  useLanguage();
  return (
    <Group gap="xs" component="span">
      <Text fw={600} span>
        {choice.title}
      </Text>
      {choice.isDefault && (
        <Badge color="green" variant="light" size="sm" component="span">
          {m.orders_checkout_default()}
        </Badge>
      )}
      <Text span>{choice.detail}</Text>
    </Group>
  );
}

const statusColor = { checking: 'dimmed', valid: 'green.8', invalid: 'red' } as const;

/** The initial choice: the default saved address, else the first one offered. */
function preselected(choices: readonly AddressChoice[]): string | null {
  return (choices.find((c) => c.isDefault) ?? choices[0])?.value ?? null;
}

/**
 * /checkout and /customer/checkout (the food checkout): the saved addresses, each
 * checked against the zones, detecting the current location, or entering one; then on to
 * /checkout/confirm.
 */
export default function CheckoutLocationPage() {
  useLanguage();
  const navigate = useNavigate();
  const [stored] = useState(readCheckoutDelivery);
  const [detected, setDetected] = useState<CheckedLocation | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const { choices, addresses } = useAddressChoices(stored, detected);
  const selected = picked ?? preselected(choices);
  const choice = choices.find((c) => c.value === selected) ?? null;

  const onLocated = (location: CheckedLocation) => {
    setDetected(location);
    setPicked('detected');
  };

  const proceed = () => {
    if (!choice || choice.status !== 'valid') {
      notifyNotice(VALID_ADDRESS_REQUIRED);
      return;
    }
    if (choice.location && isValidLocation(choice.location)) {
      storeValidatedLocation(choice.location);
      storeCheckoutAddressNote(choice.note);
    }
    void navigate(CHECKOUT_PATHS.confirm);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{m.orders_checkout_deliveryAddress()}</Title>
          <Text c="dimmed">{m.orders_checkout_whereDeliver()}</Text>
        </div>

        <Paper withBorder p="lg" radius="md">
          {addresses.isPending ? (
            <Skeleton h={90} />
          ) : (
            <Radio.Group
              label={m.orders_checkout_yourAddresses()}
              value={selected}
              onChange={setPicked}
              error={
                addresses.isError
                  ? serverMessage(addresses.error, m.orders_checkout_addressesFailed())
                  : undefined
              }
            >
              <Stack gap="md" mt="sm">
                {choices.length === 0 && !addresses.isError && (
                  <Text c="dimmed">{m.orders_checkout_noAddresses()}</Text>
                )}
                {choices.map((c) => (
                  <Radio
                    key={c.value}
                    value={c.value}
                    label={<ChoiceLabel choice={c} />}
                    description={
                      <Text size="sm" c={statusColor[c.status]} component="span">
                        {c.message}
                      </Text>
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Paper>

        <Group>
          <DetectLocationButton
            label={m.orders_checkout_detectLocation()}
            onLocated={onLocated}
            onManual={() => void navigate(CHECKOUT_PATHS.address)}
          />
          <Button
            component={Link}
            to={CHECKOUT_PATHS.address}
            variant="default"
            leftSection={<IconKeyboard size={16} />}
          >
            {m.orders_checkout_enterManually()}
          </Button>
        </Group>

        <Group justify="space-between">
          <Button
            component={Link}
            to={CHECKOUT_PATHS.cart}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
          >
            {m.orders_checkout_backToCart()}
          </Button>
          <Button
            rightSection={<IconArrowRight size={16} />}
            // Until the saved addresses are here there is nothing to continue with.
            disabled={addresses.isPending || choice?.status === 'checking'}
            onClick={proceed}
          >
            {m.orders_checkout_continue()}
          </Button>
        </Group>

        <Stack gap="sm" component="section" aria-label={m.orders_checkout_deliveryZones()}>
          <Title order={2} size="h4">
            {m.orders_checkout_ourZones()}
          </Title>
          <ZoneCards />
        </Stack>
      </Stack>
    </Container>
  );
}
