import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlarm, IconNote, IconPrinter, IconX } from '@tabler/icons-react';
import {
  DELAY_MINUTES,
  PREP_MINUTES,
  type ActorRole,
  type Order,
  type PrepMinutes,
} from '@shop/contracts';
import { notify } from '@/lib/notify';
import { useDelayOrder, useMoveOrder, type KitchenMove } from './api';
import { AssignDriver } from './assign-driver';
import { CancelOrderModal } from './cancel-order-modal';
import {
  DeliveryBadge,
  Destination,
  Lines,
  Outcome,
  PaymentBadge,
  Timing,
} from './kitchen-card-details';
import { cardMoves, formatAge, printOrderUrl, type AlarmLevel, type StageAlert } from './board';

const LEVEL_BORDER: Record<AlarmLevel, string> = {
  0: 'var(--mantine-color-blue-5)',
  1: 'var(--mantine-color-orange-6)',
  2: 'var(--mantine-color-red-7)',
};

const ALERT_BORDER = { borderColor: 'var(--mantine-color-red-7)', borderWidth: 4 } as const;

/** The card's frame: overdue red first, then a New order's alarm level. */
function cardBorder(level: AlarmLevel | null, alert: StageAlert | null) {
  if (alert) return ALERT_BORDER;
  if (level === null) return undefined;
  return { borderColor: LEVEL_BORDER[level], borderWidth: level === 0 ? 2 : 4 };
}

export interface KitchenCardProps {
  order: Order;
  role: ActorRole;
  /** Now on the server's clock (ms). */
  now: number;
  /** How loudly a New order calls for attention; null for the other columns. */
  level: AlarmLevel | null;
  /** Set when the order has been in its column longer than the store allows. */
  alert: StageAlert | null;
  zoneName: string | null;
  printOnAccept: boolean;
}

/** Delivery option: express and scheduled stand out; standard is quiet. */
/**
 * Opens the receipt in a new tab. The tab is opened during the tap (browsers block pop-ups
 * opened later) and pointed at the receipt once the api has accepted the order.
 */
function openBlankTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  if (!tab) {
    notify.warning(m.adminKitchen_receiptBlocked(), m.adminKitchen_allowPopups());
  }
  return tab;
}

/** One order on the kitchen board, with the moves the lifecycle allows now. */
export function KitchenCard({
  order,
  role,
  now,
  level,
  alert,
  zoneName,
  printOnAccept,
}: KitchenCardProps) {
  const move = useMoveOrder();
  const delay = useDelayOrder();
  const [cancelOpened, cancelModal] = useDisclosure(false);
  useLanguage();
  const moves = cardMoves(order, role);
  const busy = move.isPending || delay.isPending;
  const done = order.status === 'delivered' || order.status === 'cancelled';
  const pickup = order.deliveryType === 'pickup';
  const created = Date.parse(order.createdAt);

  const send = (kitchenMove: KitchenMove) =>
    // The hook shows a refusal; the promise only tells this card how it ended.
    move.mutateAsync({ orderId: order.id, move: kitchenMove }).then(
      () => true,
      () => false,
    );

  const accept = async (prepMinutes: PrepMinutes) => {
    const tab = printOnAccept ? openBlankTab() : null;
    const accepted = await send({ status: 'preparing', prepMinutes });
    if (accepted) tab?.location.replace(printOrderUrl(order.id));
    else tab?.close();
  };

  const cancel = async (reason: string) => {
    if (await send({ status: 'cancelled', reason })) cancelModal.close();
  };

  return (
    <Card
      component="article"
      aria-label={m.adminKitchen_order({ id: order.id })}
      withBorder
      radius="md"
      padding="md"
      style={cardBorder(level, alert)}
    >
      <Stack gap="sm">
        {alert && (
          <Group
            gap="xs"
            wrap="nowrap"
            bg="red.9"
            c="white"
            px="sm"
            py={6}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            role="status"
            aria-label={m.adminKitchen_overdue()}
          >
            <IconAlarm size={22} aria-hidden />
            <Text fz="lg" fw={700} c="white">
              {alert.text}
            </Text>
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Title order={2}>#{order.id}</Title>
          {!done && !Number.isNaN(created) && (
            <Text
              fz="xl"
              fw={700}
              ff="monospace"
              c={level === 2 ? 'red' : level === 1 ? 'orange' : undefined}
              aria-label={m.adminKitchen_age()}
              title={m.adminKitchen_ageHelp()}
            >
              {formatAge(now - created)}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {!pickup && <DeliveryBadge order={order} />}
          <PaymentBadge order={order} />
        </Group>
        <Destination order={order} zoneName={zoneName} />
        <Text fz="sm" c="dimmed">
          {order.customerName}
          {order.customerPhone ? ` · ${order.customerPhone}` : ''}
        </Text>
        {done ? (
          <Outcome order={order} />
        ) : (
          <>
            <Lines order={order} />
            {order.orderNotes && (
              <Group
                gap="xs"
                wrap="nowrap"
                align="flex-start"
                p="xs"
                bg="yellow.1"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                aria-label={m.adminKitchen_notes()}
              >
                <IconNote size={20} aria-hidden />
                <Text fz="md" fw={600}>
                  {order.orderNotes}
                </Text>
              </Group>
            )}
            <Timing order={order} />
          </>
        )}

        {moves.accept && (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {m.adminKitchen_acceptMinutes()}
            </Text>
            <SimpleGrid cols={PREP_MINUTES.length} spacing={6}>
              {PREP_MINUTES.map((minutes) => (
                <Button
                  key={minutes}
                  size="lg"
                  px={0}
                  aria-label={m.adminKitchen_acceptWith({ minutes })}
                  disabled={busy}
                  onClick={() => void accept(minutes)}
                >
                  {minutes}
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {moves.delay && (
          <SimpleGrid cols={DELAY_MINUTES.length} spacing={6}>
            {DELAY_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                size="lg"
                px={0}
                variant="light"
                color="orange"
                aria-label={m.adminKitchen_add({ minutes })}
                disabled={busy}
                onClick={() => delay.mutate({ orderId: order.id, minutes })}
              >
                {m.adminKitchen_plusMinutes({ minutes })}
              </Button>
            ))}
          </SimpleGrid>
        )}
        {moves.ready && (
          <Button
            size="lg"
            color="blue"
            disabled={busy}
            onClick={() => void send({ status: 'ready' })}
          >
            {m.adminKitchen_markReady()}
          </Button>
        )}
        {moves.out && (
          <Button
            size="lg"
            color="indigo"
            disabled={busy}
            onClick={() => void send({ status: 'in_transit' })}
          >
            {m.adminKitchen_outForDelivery()}
          </Button>
        )}
        {moves.deliver && (
          <Button
            size="lg"
            color="green"
            disabled={busy}
            onClick={() => void send({ status: 'delivered' })}
          >
            {pickup ? m.adminKitchen_pickedUp() : m.adminKitchen_delivered()}
          </Button>
        )}
        {order.acceptedAt && !done && <AssignDriver order={order} />}
        {!done && (
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Button
              component="a"
              href={printOrderUrl(order.id)}
              target="_blank"
              size="md"
              variant="default"
              leftSection={<IconPrinter size={20} aria-hidden />}
            >
              {m.adminKitchen_print()}
            </Button>
            {moves.cancel && (
              <Button
                size="md"
                variant="subtle"
                color="red"
                leftSection={<IconX size={20} aria-hidden />}
                disabled={busy}
                onClick={cancelModal.open}
              >
                {m.adminKitchen_cancel()}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {cancelOpened && (
        <CancelOrderModal
          order={order}
          opened
          onClose={cancelModal.close}
          busy={move.isPending}
          onCancel={(reason) => void cancel(reason)}
        />
      )}
    </Card>
  );
}
