import { Badge } from '@mantine/core';
import { orderStatusName } from '@/i18n/order-status';

const COLORS: Record<string, string> = {
  pending: 'gray',
  preparing: 'orange',
  ready: 'blue',
  in_transit: 'indigo',
  delivered: 'green',
  cancelled: 'red',
};

/** The order's status under the shop's label for it; an unknown value as it is. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {orderStatusName(status)}
    </Badge>
  );
}
