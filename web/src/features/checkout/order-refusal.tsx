import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface WayBack {
  label: 'chooseAnother' | 'enterDetails' | 'addMore' | 'scanBar' | 'backToCart';
  to: string;
}

const WAY_BACK_TEXTS: Record<WayBack['label'], () => string> = {
  chooseAnother: m.orders_checkout_chooseAnother,
  enterDetails: m.orders_checkout_enterDetails,
  addMore: m.orders_checkout_addMore,
  scanBar: m.orders_checkout_scanBar,
  backToCart: m.orders_checkout_backToCart,
};

/** Where the customer can fix what the server refused. */
export function wayBack(error: unknown, addressPath: string): WayBack {
  const code = error instanceof ApiError ? (error.body as { code?: unknown } | null)?.code : null;
  switch (code) {
    case 'out_of_zone':
    case 'address_not_found':
    case 'address_point_mismatch':
    case 'delivery_address_required':
      return { label: 'chooseAnother', to: addressPath };
    case 'contact_required':
      return { label: 'enterDetails', to: addressPath };
    case 'below_minimum_order':
      return { label: 'addMore', to: '/menu' };
    default:
      if (error instanceof ApiError && error.status === 404) {
        return { label: 'scanBar', to: '/bar/scan' };
      }
      return { label: 'backToCart', to: '/cart' };
  }
}

interface Props {
  error: unknown;
  addressPath: string;
  onRetry: () => void;
  retrying: boolean;
}

/** The server's refusal in its own words (out of zone, minimum order, switched off…). */
export function OrderRefusal({ error, addressPath, onRetry, retrying }: Props) {
  useLanguage();
  const fromServer = error instanceof ApiError && error.status > 0 ? error.message : '';
  const back = wayBack(error, addressPath);
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle />}
      title={m.orders_checkout_orderFailed()}
      role="alert"
    >
      <Text size="sm">{fromServer || m.orders_checkout_pleaseTryAgain()}</Text>
      <Group gap="xs" mt="sm">
        <Button component={Link} to={back.to} size="xs" variant="light" color="red">
          {WAY_BACK_TEXTS[back.label]()}
        </Button>
        <Button size="xs" variant="subtle" color="red" loading={retrying} onClick={onRetry}>
          {m.orders_checkout_tryAgain()}
        </Button>
      </Group>
    </Alert>
  );
}
