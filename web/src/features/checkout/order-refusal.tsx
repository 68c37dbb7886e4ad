import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';

export const ORDER_FAILED = 'Order failed';
const FALLBACK = 'Please try again.';

interface WayBack {
  label: string;
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
      return { label: 'Choose another address', to: addressPath };
    case 'contact_required':
      return { label: 'Enter your details', to: addressPath };
    case 'below_minimum_order':
      return { label: 'Add more items', to: '/menu' };
    default:
      if (error instanceof ApiError && error.status === 404) {
        return { label: 'Scan Bar QR Code', to: '/bar/scan' };
      }
      return { label: 'Back to Cart', to: '/cart' };
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
  const fromServer = error instanceof ApiError && error.status > 0 ? error.message : '';
  const back = wayBack(error, addressPath);
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={ORDER_FAILED} role="alert">
      <Text size="sm">{fromServer || FALLBACK}</Text>
      <Group gap="xs" mt="sm">
        <Button component={Link} to={back.to} size="xs" variant="light" color="red">
          {back.label}
        </Button>
        <Button size="xs" variant="subtle" color="red" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
