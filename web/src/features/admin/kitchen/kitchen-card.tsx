import { useTranslation } from 'react-i18next';
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
  DELAY_MINUTES,
  PREP_MINUTES,
  parseComboSelectionsText,
  type ActorRole,
  type Order,
  type PaymentStatus,
  type PrepMinutes,
} from '@shop/contracts';
import { i18n } from '@/i18n';
import { formatClock } from '@/i18n/format';
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

const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  unpaid: 'orange',
  processing: 'yellow',
  paid: 'green',
  failed: 'red',
  refunded: 'gray',
};

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
  return Number.isNaN(date.getTime()) ? null : formatClock(date);
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
  const { t } = useTranslation('admin');
  if (order.deliveryOption === 'express') {
    return (
      <Badge size="lg" color="red" variant="filled">
        {t('kitchen.express')}
      </Badge>
    );
  }
  if (order.deliveryOption === 'scheduled') {
    const at = timeOf(order.scheduledDeliveryTime);
    return (
      <Badge size="lg" color="violet" variant="filled">
        {at ? t('kitchen.scheduledAt', { time: at }) : t('kitchen.scheduled')}
      </Badge>
    );
  }
  return (
    <Badge size="lg" color="gray" variant="outline">
      {t('kitchen.standard')}
    </Badge>
  );
}

function PaymentBadge({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  const refund = order.refund;
  if (refund) {
    return (
      <Badge size="lg" color={refund.status === 'failed' ? 'red' : 'gray'} variant="light">
        {t(`kitchen.refund.${refund.status}`)}
      </Badge>
    );
  }
  return (
    <Badge size="lg" color={PAYMENT_COLORS[order.paymentStatus]} variant="light">
      {t('kitchen.paymentBadge', {
        status: t(`kitchen.payment.${order.paymentStatus}`),
        method:
          order.paymentMethod === 'card' ? t('kitchen.method.card') : t('kitchen.method.cash'),
      })}
    </Badge>
  );
}

function Destination({ order, zoneName }: { order: Order; zoneName: string | null }) {
  const { t } = useTranslation('admin');
  if (order.deliveryType === 'pickup') {
    return (
      <Text fz="lg" fw={700}>
        {t('kitchen.pickupAt', { bar: order.barName ?? t('kitchen.theBar') })}
      </Text>
    );
  }
  const zone = zoneName ?? (order.zoneId !== null ? t('kitchen.zone', { id: order.zoneId }) : null);
  return (
    <Text fz="lg" fw={700}>
      {[order.deliveryAddress?.streetAddress, zone].filter(Boolean).join(' · ') ||
        t('kitchen.delivery')}
    </Text>
  );
}

/** An item's options and, for a combo, its sandwich, drink and sauce. */
function useItemDetails() {
  const { t } = useTranslation('admin');
  return (item: Order['items'][number]): string[] => {
    const details = item.options.map((option) => option.value);
    const combo = parseComboSelectionsText(item.comboSelections);
    if (!combo) return details;
    return [
      ...details,
      t('kitchen.combo.sandwich', { name: combo.sandwich }),
      t('kitchen.combo.drink', { name: combo.drink }),
      t('kitchen.combo.sauce', { name: combo.sauce }),
    ];
  };
}

function Lines({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  const itemDetails = useItemDetails();
  return (
    <Stack gap={6} role="list" aria-label={t('kitchen.items')}>
      {order.items.map((item) => (
        <div key={item.id} role="listitem">
          <Text fz="lg" fw={600}>
            {item.quantity} × {item.name}
          </Text>
          {itemDetails(item).map((detail) => (
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
  const { t } = useTranslation('admin');
  if (!order.acceptedAt || order.status === 'delivered' || order.status === 'cancelled') {
    return null;
  }
  const readyBy = timeOf(order.readyBy);
  const estimate = timeOf(order.estimatedDelivery);
  return (
    <Group gap="md" aria-label={t('kitchen.estimate')}>
      {readyBy && (
        <Text fz="md" fw={600}>
          {order.prepMinutes
            ? t('kitchen.readyByMinutes', { time: readyBy, minutes: order.prepMinutes })
            : t('kitchen.readyBy', { time: readyBy })}
        </Text>
      )}
      {estimate && (
        <Text fz="md" c="dimmed">
          {order.deliveryType === 'pickup'
            ? t('kitchen.pickupTime', { time: estimate })
            : t('kitchen.deliveryAt', { time: estimate })}
        </Text>
      )}
    </Group>
  );
}

function Outcome({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  const at = timeOf(finishedAt(order));
  if (order.status === 'cancelled') {
    return (
      <Stack gap={2}>
        <Text fw={700} c="red">
          {at ? t('kitchen.cancelledAt', { time: at }) : t('kitchen.cancelled')}
        </Text>
        {order.cancellationReason && <Text fz="sm">{order.cancellationReason}</Text>}
      </Stack>
    );
  }
  return (
    <Text fw={700} c="green">
      {order.deliveryType === 'pickup'
        ? at
          ? t('kitchen.pickedUpAt', { time: at })
          : t('kitchen.pickedUp')
        : at
          ? t('kitchen.deliveredAt', { time: at })
          : t('kitchen.delivered')}
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
  const { t } = useTranslation('admin');
  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setError(t('kitchen.reasonRequired'));
      return;
    }
    onCancel(text);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('kitchen.cancelTitle', { id: order.id })}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {order.paymentStatus === 'paid' && <Text fz="sm">{t('kitchen.refundedAndTold')}</Text>}
          <Textarea
            label={t('kitchen.reason')}
            placeholder={t('kitchen.reasonPlaceholder')}
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
              {t('kitchen.keepOrder')}
            </Button>
            <Button type="submit" color="red" size="md" loading={busy}>
              {t('kitchen.cancelOrder')}
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
  if (!tab) {
    notify.warning(i18n.t('admin:kitchen.receiptBlocked'), i18n.t('admin:kitchen.allowPopups'));
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
  const { t } = useTranslation('admin');
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
      aria-label={t('kitchen.order', { id: order.id })}
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
            aria-label={t('kitchen.overdue')}
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
              aria-label={t('kitchen.age')}
              title={t('kitchen.ageHelp')}
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
                aria-label={t('kitchen.notes')}
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
              {t('kitchen.acceptMinutes')}
            </Text>
            <SimpleGrid cols={PREP_MINUTES.length} spacing={6}>
              {PREP_MINUTES.map((minutes) => (
                <Button
                  key={minutes}
                  size="lg"
                  px={0}
                  aria-label={t('kitchen.acceptWith', { minutes })}
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
                aria-label={t('kitchen.add', { minutes })}
                disabled={busy}
                onClick={() => delay.mutate({ orderId: order.id, minutes })}
              >
                {t('kitchen.plusMinutes', { minutes })}
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
            {t('kitchen.markReady')}
          </Button>
        )}
        {moves.out && (
          <Button
            size="lg"
            color="indigo"
            disabled={busy}
            onClick={() => void send({ status: 'in_transit' })}
          >
            {t('kitchen.outForDelivery')}
          </Button>
        )}
        {moves.deliver && (
          <Button
            size="lg"
            color="green"
            disabled={busy}
            onClick={() => void send({ status: 'delivered' })}
          >
            {pickup ? t('kitchen.pickedUp') : t('kitchen.delivered')}
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
              {t('kitchen.print')}
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
                {t('kitchen.cancel')}
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
