import type { ReactNode } from 'react';
import { Alert, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Order } from '@shop/contracts';
import { orderQuery } from './api';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  orderId: number | null;
  title: string;
  icon?: ReactNode;
  /** Waits before reading the order (a returning payment is settled first). */
  ready?: boolean;
  /** Shown under the details once the order is loaded (or with no order at all). */
  footnote?: (order: Order | null) => ReactNode;
  /** With no order id at all: what to show instead of the order. */
  withoutOrder?: ReactNode;
  /** Shown under the title, above the order (a payment the bank still confirms). */
  notice?: ReactNode;
}

/**
 * A food order's page: its details, or the load-failure text; View All Orders, Continue
 * Shopping, Refresh Status and the printable receipt.
 */
export function OrderPageLayout({
  orderId,
  title,
  icon,
  ready = true,
  footnote,
  withoutOrder,
  notice,
}: Props) {
  const order = useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null && ready });

  const body =
    orderId === null ? (
      withoutOrder
    ) : (
      <LoadedOrder order={order}>{(loaded) => <OrderDetails order={loaded} />}</LoadedOrder>
    );

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group gap="sm">
          {icon}
          <Title order={1}>{title}</Title>
        </Group>
        {notice}
        {body}
        {footnote && (orderId === null || order.data) && (
          <Text size="sm" c="dimmed">
            {footnote(order.data ?? null)}
          </Text>
        )}
        <OrderActions
          loadedOrderId={order.data?.id ?? null}
          onRefresh={orderId !== null ? () => void order.refetch() : undefined}
          refreshing={order.isFetching}
        />
      </Stack>
    </Container>
  );
}

/** An order page's body: a spinner while the order loads, the spec's text if it failed, else it. */
export function LoadedOrder({
  order,
  children,
}: {
  order: UseQueryResult<Order>;
  children: (order: Order) => ReactNode;
}) {
  useLanguage();
  if (order.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle />}
        title={m.orders_order_loadErrorTitle()}
        role="alert"
      >
        {m.orders_order_loadErrorText()}
      </Alert>
    );
  }
  if (!order.data) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={m.orders_order_loading()} />
      </Center>
    );
  }
  return children(order.data);
}
