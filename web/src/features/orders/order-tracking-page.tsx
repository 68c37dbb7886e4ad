import { useEffect, useState } from 'react';
import { Container, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Order } from '@shop/contracts';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useUser } from '@/features/auth';
import { useOrderTopic } from '@/lib/realtime-context';
import { ApiError } from '@/lib/api-client';
import { orderQuery } from './api';
import { DriverContact } from './current-order-card';
import { driverSilence, showsDeliveryCode } from './driver-live';
import { OrderActions } from './order-actions';
import { OrderContents, WhereItGoes } from './order-details';
import { parseOrderId } from '@/lib/order-id';
import { LoadedOrder } from './order-page-layout';
import { isFinished, orderHeadline } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { StatusAnnouncer } from './status-announcer';
import { TrackingMap } from './tracking-map';
import { PushOptIn } from '@/pwa/push-opt-in';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** How often the "in about 25 minutes" text is worked out again. */
const CLOCK_TICK_MS = 30_000;

/** The time, read again every `intervalMs` and once more at `wakeAt` (a driver turning stale). */
function useNow(intervalMs: number, wakeAt: number | null = null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  useEffect(() => {
    if (wakeAt === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, wakeAt - Date.now()));
    return () => clearTimeout(timer);
  }, [wakeAt]);
  return now;
}

/** Not signed in as its owner or staff, no valid signed link: the order does not exist for them. */
const notTheirs = (error: unknown) =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

function Headline({ order, now }: { order: Order; now: Date }) {
  useLanguage();
  const { text, timeLeft } = orderHeadline(order, now);
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label={m.orders_order_orderStatus()}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start">
          <Text size="xl" fw={700} aria-label={m.orders_order_estimate()}>
            {text}
          </Text>
          <OrderStatusBadge status={order.status} />
        </Group>
        {timeLeft && <Text c="dimmed">{timeLeft}</Text>}
      </Stack>
      <StatusAnnouncer status={order.status} estimate={text} />
    </Paper>
  );
}

/** The proof-of-delivery code, big enough to read out at the door; digit by digit for screen readers. */
function DeliveryCode({ code }: { code: string }) {
  useLanguage();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="delivery-code">
      <Title order={2} size="h4" id="delivery-code" mb="xs">
        {m.orders_order_deliveryCode()}
      </Title>
      <Text>
        {m.orders_order_yourCode()}{' '}
        <Text span fz={32} fw={800} ff="monospace" lts={6} aria-hidden>
          {code}
        </Text>
        <VisuallyHidden>{code.split('').join(' ')}</VisuallyHidden>
      </Text>
      <Text c="dimmed">{m.orders_order_giveCode()}</Text>
    </Paper>
  );
}

function TrackedOrder({ order, token }: { order: Order; token: string | null }) {
  useLanguage();
  const silence = order.driver ? driverSilence(order.driver, new Date()) : null;
  const now = useNow(CLOCK_TICK_MS, silence?.staleAt ?? null);
  const lastSeen = order.driver ? driverSilence(order.driver, now).lastSeen : null;
  const onItsWay = !isFinished(order);
  return (
    <Stack gap="md">
      <Headline order={order} now={now} />
      {onItsWay && <PushOptIn topic="order" orderId={order.id} trackingToken={token} />}
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="order-progress">
        <Title order={2} size="h4" id="order-progress" mb="md">
          {m.orders_order_progress()}
        </Title>
        <OrderTimeline order={order} now={now} />
      </Paper>
      {/* The driver's name, phone and Contact Driver, once the order is assigned to one. */}
      {onItsWay && order.driver && (
        <Paper
          withBorder
          p="lg"
          radius="md"
          component="section"
          aria-label={m.orders_order_yourDriver()}
        >
          <DriverContact driver={order.driver} lastSeen={lastSeen} />
        </Paper>
      )}
      {showsDeliveryCode(order) && order.deliveryCode && <DeliveryCode code={order.deliveryCode} />}
      <TrackingMap order={order} driverLastSeen={lastSeen} />
      <WhereItGoes order={order} />
      <OrderContents order={order} />
    </Stack>
  );
}

/**
 * /order/:id (Track Order): where the order stands, its timeline with times, the estimate, the
 * lines and totals, where it goes and a map, all following the order live over /ws. Its
 * signed-in owner and staff open it as it is; a guest opens it with the signed link of the
 * order's e-mails (`?t=…`). Anyone else, or a changed or expired link, gets the 404 page.
 */
export default function OrderTrackingPage() {
  useLanguage();
  const { id } = useParams();
  const [search] = useSearchParams();
  const orderId = parseOrderId(id);
  const token = search.get('t') || null;
  const { data: user } = useUser();
  const order = useQuery({ ...orderQuery(orderId ?? 0, token), enabled: orderId !== null });
  useOrderTopic(order.data ? order.data.id : null, token);

  if (orderId === null || notTheirs(order.error)) return <NotFoundPage />;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={0}>
          <Title order={1}>{m.orders_order_trackOrder()}</Title>
          <Text c="dimmed">{m.orders_order_orderNumber({ id: orderId })}</Text>
        </Stack>
        <LoadedOrder order={order}>
          {(loaded) => <TrackedOrder order={loaded} token={token} />}
        </LoadedOrder>
        <OrderActions
          loadedOrderId={order.data?.id ?? null}
          onRefresh={() => void order.refetch()}
          refreshing={order.isFetching}
          withOrderList={!!user}
          withReceipt={!token}
        />
      </Stack>
    </Container>
  );
}
