import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  title: string;
  text: string;
  to: string;
  label: string;
}

/** Why a checkout cannot go on yet, with the way to fix it. */
export function CheckoutNotice({ title, text, to, label }: Props) {
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" icon={<IconAlertTriangle />} title={title}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{text}</Text>
          <Button component={Link} to={to} size="xs" variant="light">
            {label}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}

/** A food checkout takes no merchandise: it is ordered through a checkout of its own. */
export function MerchandiseInCartNotice() {
  useLanguage();
  return (
    <CheckoutNotice
      title={m.orders_checkout_merchandise()}
      text={m.orders_checkout_merchandiseInCart()}
      to="/cart"
      label={m.orders_checkout_backToCart()}
    />
  );
}
