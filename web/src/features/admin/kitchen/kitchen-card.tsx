import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlarm, IconNote, IconPrinter, IconX } from '@tabler/icons-react';
import {
  CANCEL_REASON_MESSAGE,
  DELAY_MINUTES,
  PREP_MINUTES,
  paymentMethodLabel,
  type ActorRole,
  type Order,
  type PaymentStatus,
  type PrepMinutes,
} from '@shop/contracts';
import { formatTime, orderItemDetails, pickupText } from '@/features/orders/order-format';
import { notify } from '@/lib/notify';
import { useDelayOrder, useMoveOrder, type KitchenMove } from './api';
import { AssignDriver } from './assign-driver';
import {
  cardMoves,
  finishedAt,
  formatAge,
  printOrderUrl,
  type AlarmLevel,
  type StageAlert,
} from './board';

const PAYMENT_LABELS: Record<PaymentStatus, { label: string; color: string }> = {
  unpaid: { label: 'Unpaid', color: 'orange' },
  processing: { label: 'Payment processing', color: 'yellow' },
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Payment failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'gray' },
};

const REFUND_LABELS = {
  pending: 'Refund pending',
  succeeded: 'Refunded',
  failed: 'Refund failed',
} as const;

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

const timeOf = (iso: string | null) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatTime(date);
};

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
function DeliveryBadge({ order }: { order: Order }) {
  if (order.deliveryOption === 'express') {
    return (
      <Badge size="lg" color="red" variant="filled">
        Express
      </Badge>
    );
  }
  if (order.deliveryOption === 'scheduled') {
    const at = timeOf(order.scheduledDeliveryTime);
    return (
      <Badge size="lg" color="violet" variant="filled">
        {at ? `Scheduled ${at}` : 'Scheduled'}
      </Badge>
    );
  }
  return (
    <Badge size="lg" color="gray" variant="outline">
      Standard
    </Badge>
  );
}

function PaymentBadge({ order }: { order: Order }) {
  const refund = order.refund;
  if (refund) {
    return (
      <Badge size="lg" color={refund.status === 'failed' ? 'red' : 'gray'} variant="light">
        {REFUND_LABELS[refund.status]}
      </Badge>
    );
  }
  const { label, color } = PAYMENT_LABELS[order.paymentStatus];
  return (
    <Badge size="lg" color={color} variant="light">
      {label} · {paymentMethodLabel(order.paymentMethod)}
    </Badge>
  );
}

function Destination({ order, zoneName }: { order: Order; zoneName: string | null }) {
  if (order.deliveryType === 'pickup') {
    return (
      <Text fz="lg" fw={700}>
        {pickupText(order.barName ?? 'the bar')}
      </Text>
    );
  }
  const zone = zoneName ?? (order.zoneId !== null ? `Zone ${order.zoneId}` : null);
  return (
    <Text fz="lg" fw={700}>
      {[order.deliveryAddress?.streetAddress, zone].filter(Boolean).join(' · ') || 'Delivery'}
    </Text>
  );
}

function Lines({ order }: { order: Order }) {
  return (
    <Stack gap={6} role="list" aria-label="Items">
      {order.items.map((item) => (
        <div key={item.id} role="listitem">
          <Text fz="lg" fw={600}>
            {item.quantity} × {item.name}
          </Text>
          {orderItemDetails(item).map((detail) => (
            <Text key={detail} fz="md" c="dimmed" pl="md">
              {detail}
            </Text>
          ))}
        </div>
      ))}
    </Stack>
  );
}

/** The estimate once the kitchen accepted the order. */
function Timing({ order }: { order: Order }) {
  if (!order.acceptedAt || order.status === 'delivered' || order.status === 'cancelled') {
    return null;
  }
  const readyBy = timeOf(order.readyBy);
  const estimate = timeOf(order.estimatedDelivery);
  return (
    <Group gap="md" aria-label="Estimate">
      {readyBy && (
        <Text fz="md" fw={600}>
          Ready by {readyBy}
          {order.prepMinutes ? ` (${order.prepMinutes} min)` : ''}
        </Text>
      )}
      {estimate && (
        <Text fz="md" c="dimmed">
          {order.deliveryType === 'pickup' ? 'Pickup' : 'Delivery'} {estimate}
        </Text>
      )}
    </Group>
  );
}

function Outcome({ order }: { order: Order }) {
  const at = timeOf(finishedAt(order));
  if (order.status === 'cancelled') {
    return (
      <Stack gap={2}>
        <Text fw={700} c="red">
          Cancelled{at ? ` ${at}` : ''}
        </Text>
        {order.cancellationReason && <Text fz="sm">{order.cancellationReason}</Text>}
      </Stack>
    );
  }
  return (
    <Text fw={700} c="green">
      {order.deliveryType === 'pickup' ? 'Picked up' : 'Delivered'}
      {at ? ` ${at}` : ''}
    </Text>
  );
}

function CancelModal({
  order,
  opened,
  onClose,
  onCancel,
  busy,
}: {
  order: Order;
  opened: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setError(CANCEL_REASON_MESSAGE);
      return;
    }
    onCancel(text);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Cancel order #${order.id}`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {order.paymentStatus === 'paid' && (
            <Text fz="sm">The customer is refunded and told by e-mail.</Text>
          )}
          <Textarea
            label="Reason"
            placeholder="Out of mozzarella, kitchen closing…"
            withAsterisk
            autosize
            minRows={2}
            maxLength={300}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              Keep order
            </Button>
            <Button type="submit" color="red" size="md" loading={busy}>
              Cancel order
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Opens the receipt in a new tab. The tab is opened during the tap (browsers block pop-ups
 * opened later) and pointed at the receipt once the api has accepted the order.
 */
function openBlankTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  if (!tab) notify.warning('The receipt could not open', 'Allow pop-ups for this site to print.');
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
      aria-label={`Order #${order.id}`}
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
            aria-label="Overdue"
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
              aria-label="Age"
              title="Time since the order was placed"
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
                aria-label="Notes"
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
              Accept · minutes to prepare
            </Text>
            <SimpleGrid cols={PREP_MINUTES.length} spacing={6}>
              {PREP_MINUTES.map((minutes) => (
                <Button
                  key={minutes}
                  size="lg"
                  px={0}
                  aria-label={`Accept with ${minutes} minutes`}
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
                aria-label={`Add ${minutes} minutes`}
                disabled={busy}
                onClick={() => delay.mutate({ orderId: order.id, minutes })}
              >
                +{minutes} min
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
            Mark ready
          </Button>
        )}
        {moves.out && (
          <Button
            size="lg"
            color="indigo"
            disabled={busy}
            onClick={() => void send({ status: 'in_transit' })}
          >
            Out for delivery
          </Button>
        )}
        {moves.deliver && (
          <Button
            size="lg"
            color="green"
            disabled={busy}
            onClick={() => void send({ status: 'delivered' })}
          >
            {pickup ? 'Picked up' : 'Delivered'}
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
              Print
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
                Cancel
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {cancelOpened && (
        <CancelModal
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
