import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/i18n/react';
import { localizeMessage } from '@/i18n/messages';

export const ORDER_FAILED = 'Order failed';

interface WayBack {
  label: 'chooseAnother' | 'enterDetails' | 'addMore' | 'scanBar' | 'backToCart';
  to: string;
}

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
  const { t } = useTranslation('orders');
  const fromServer = error instanceof ApiError && error.status > 0 ? error.message : '';
  const back = wayBack(error, addressPath);
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle />}
      title={localizeMessage(ORDER_FAILED)}
      role="alert"
    >
      <Text size="sm">{fromServer || t('checkout.pleaseTryAgain')}</Text>
      <Group gap="xs" mt="sm">
        <Button component={Link} to={back.to} size="xs" variant="light" color="red">
          {t(`checkout.${back.label}`)}
        </Button>
        <Button size="xs" variant="subtle" color="red" loading={retrying} onClick={onRetry}>
          {t('checkout.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
