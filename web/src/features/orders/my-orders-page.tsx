import type { ReactNode } from 'react';
import { Button, Center, Container, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { myOrdersQuery } from './api';
import { CurrentOrderCard } from './current-order-card';
import { splitOrders } from './my-orders';
import { OrderHistory } from './order-history';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

function EmptyState({ title }: { title: string }) {
  useLanguage();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="md">
        <Text fw={600} size="lg">
          {title}
        </Text>
        <Button component={Link} to="/menu" leftSection={<IconToolsKitchen2 size={16} />}>
          {m.orders_myOrders_browseMenu()}
        </Button>
      </Stack>
    </Paper>
  );
}

function LoadError() {
  useLanguage();
  return (
    <Paper withBorder p="xl" radius="md" role="alert">
      <Stack align="center" gap="md">
        <Text fw={600} size="lg">
          {m.orders_myOrders_oops()}
        </Text>
        <Button onClick={() => window.location.reload()}>{m.orders_myOrders_refreshPage()}</Button>
      </Stack>
    </Paper>
  );
}

function OrderTabs({ current, history }: ReturnType<typeof splitOrders>) {
  useLanguage();
  return (
    <Tabs defaultValue="current" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="current">{m.orders_myOrders_current()}</Tabs.Tab>
        <Tabs.Tab value="history">{m.orders_myOrders_history()}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="current">
        {current.length === 0 ? (
          <EmptyState title={m.orders_myOrders_noCurrent()} />
        ) : (
          <Stack gap="lg">
            {current.map((order) => (
              <CurrentOrderCard key={order.id} order={order} />
            ))}
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="history">
        {history.length === 0 ? (
          <EmptyState title={m.orders_myOrders_noHistory()} />
        ) : (
          <OrderHistory orders={history} />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * /customer/orders: the signed-in customer's orders under Current Orders and
 * Order History. A status move or a moved estimate heard on the customer's live topic makes the
 * list read again, so the badges and estimates follow the kitchen.
 */
export default function MyOrdersPage() {
  useLanguage();
  const orders = useQuery(myOrdersQuery);

  let body: ReactNode;
  if (orders.isError) body = <LoadError />;
  else if (!orders.data) {
    body = (
      <Center py="xl">
        <Loader role="progressbar" aria-label={m.orders_myOrders_loading()} />
      </Center>
    );
  } else body = <OrderTabs {...splitOrders(orders.data)} />;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{m.orders_myOrders_title()}</Title>
        {body}
      </Stack>
    </Container>
  );
}
