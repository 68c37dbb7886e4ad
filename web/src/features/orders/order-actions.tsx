import { Button, Group } from '@mantine/core';
import { IconPrinter, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  /** The order shown, once loaded; null before (or without one). */
  loadedOrderId: number | null;
  /** Refresh Status, while there is an order to read again. */
  onRefresh?: () => void;
  refreshing?: boolean;
  /** View All Orders (a signed-in list); a guest's link has none. */
  withOrderList?: boolean;
  /** The printable receipt. */
  withReceipt?: boolean;
}

/** The buttons under an order: View All Orders, Continue Shopping, Refresh Status, receipt. */
export function OrderActions({
  loadedOrderId,
  onRefresh,
  refreshing = false,
  withOrderList = true,
  withReceipt = true,
}: Props) {
  useLanguage();
  return (
    <Group justify="center">
      {withOrderList && (
        <Button component={Link} to="/customer/orders" variant="default">
          {m.orders_order_viewAll()}
        </Button>
      )}
      <Button component={Link} to="/menu">
        {m.orders_order_continueShopping()}
      </Button>
      {onRefresh && (
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          loading={refreshing}
          onClick={onRefresh}
        >
          {m.orders_order_refresh()}
        </Button>
      )}
      {withReceipt && loadedOrderId !== null && (
        <Button
          component="a"
          href={`/print-order?id=${loadedOrderId}`}
          target="_blank"
          rel="noopener"
          variant="subtle"
          leftSection={<IconPrinter size={16} />}
        >
          {m.orders_order_printReceipt()}
        </Button>
      )}
    </Group>
  );
}
