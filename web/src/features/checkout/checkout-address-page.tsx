import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import {
  OUT_OF_ZONE_MESSAGE,
  type CheckoutAddressForm as CheckoutAddressValues,
} from '@shop/contracts';
import { CheckoutAddressForm } from '@/features/addresses';
import { CHECKOUT_ADDRESS_MESSAGES } from '@/features/geo';
import { SAVE_LOCATION_FAILED, storeCheckoutAddressNote } from '@/features/location';
import { useCheckoutAddressCheck } from './use-checkout-address-check';
import { notify } from '@/lib/notify';
import { CHECKOUT_PATHS } from './checkout-paths';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { localizeMessage } from '@/i18n/messages';

/**
 * /checkout/address: the signed-in customer's address form. The address is geocoded and checked
 * against the zones; a valid one is kept for the checkout (and saved to the account when
 * chosen), then the customer confirms the order.
 */
export default function CheckoutAddressPage() {
  useLanguage();
  const navigate = useNavigate();
  const check = useCheckoutAddressCheck();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: CheckoutAddressValues) => {
    setProblem(null);
    try {
      const outcome = await check.mutateAsync(values);
      if (!outcome.validated) {
        setProblem(localizeMessage(OUT_OF_ZONE_MESSAGE));
        return;
      }
      if (values.saveAddress && !outcome.saved) notify.error(SAVE_LOCATION_FAILED());
      storeCheckoutAddressNote(values.additionalInfo);
      void navigate(CHECKOUT_PATHS.confirm);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : CHECKOUT_ADDRESS_MESSAGES.failed());
    }
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{m.orders_checkout_deliveryAddress()}</Title>
          <Text c="dimmed">{m.orders_checkout_enterAddress()}</Text>
        </div>
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert">
            {problem}
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md">
          <CheckoutAddressForm onSubmit={submit} pending={check.isPending} />
        </Paper>
        <Text size="sm" c="dimmed">
          {m.orders_checkout_alsoCheck()}{' '}
          <Anchor component={Link} to="/address-validator">
            {m.orders_checkout_addressValidator()}
          </Anchor>{' '}
          {m.orders_checkout_or()}{' '}
          <Anchor component={Link} to="/smart-location">
            {m.orders_checkout_smartValidator()}
          </Anchor>
          .
        </Text>
        <Group>
          <Button
            component={Link}
            to="/checkout"
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
          >
            {m.orders_checkout_back()}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
