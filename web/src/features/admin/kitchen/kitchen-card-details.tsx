import { m } from '@/i18n/paraglide/messages';
import { PAYMENT_METHOD_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  parseComboSelectionsText,
  paymentMethodType,
  type Order,
  type PaymentStatus,
} from '@shop/contracts';
import { formatClock } from '@/i18n/format';
import { finishedAt, readyAt } from './board';

/** What a kitchen card says about its order: badges, destination, lines, timing, outcome. */

const PAYMENT_NAMES: Record<PaymentStatus, () => string> = {
  unpaid: m.adminKitchen_payment_unpaid,
  processing: m.adminKitchen_payment_processing,
  paid: m.adminKitchen_payment_paid,
  failed: m.adminKitchen_payment_failed,
  refunded: m.adminKitchen_payment_refunded,
};
const REFUND_NAMES: Record<NonNullable<Order['refund']>['status'], () => string> = {
  pending: m.adminKitchen_refund_pending,
  succeeded: m.adminKitchen_refund_succeeded,
  failed: m.adminKitchen_refund_failed,
};

const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  unpaid: 'orange',
  processing: 'yellow',
  paid: 'green',
  failed: 'red',
  refunded: 'gray',
};

const timeOf = (iso: string | null) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatClock(date);
};

export function DeliveryBadge({ order }: { order: Order }) {
  useLanguage();
  if (order.deliveryOption === 'express') {
    return (
      <Badge size="lg" color="red" variant="filled">
        {m.adminKitchen_express()}
      </Badge>
    );
  }
  if (order.deliveryOption === 'scheduled') {
    const at = timeOf(order.scheduledDeliveryTime);
    return (
      <Badge size="lg" color="violet" variant="filled">
        {at ? m.adminKitchen_scheduledAt({ time: at }) : m.adminKitchen_scheduled()}
      </Badge>
    );
  }
  return (
    <Badge size="lg" color="gray" variant="outline">
      {m.adminKitchen_standard()}
    </Badge>
  );
}

export function PaymentBadge({ order }: { order: Order }) {
  useLanguage();
  const refund = order.refund;
  if (refund) {
    return (
      <Badge size="lg" color={refund.status === 'failed' ? 'red' : 'gray'} variant="light">
        {REFUND_NAMES[refund.status]()}
      </Badge>
    );
  }
  return (
    <Badge size="lg" color={PAYMENT_COLORS[order.paymentStatus]} variant="light">
      {m.adminKitchen_paymentBadge({
        status: PAYMENT_NAMES[order.paymentStatus](),
        method: PAYMENT_METHOD_NAMES[paymentMethodType(order.paymentMethod) ?? 'cash'](),
      })}
    </Badge>
  );
}

export function Destination({ order, zoneName }: { order: Order; zoneName: string | null }) {
  useLanguage();
  if (order.deliveryType === 'pickup') {
    return (
      <Text fz="lg" fw={700}>
        {m.adminKitchen_pickupAt({ bar: order.barName ?? m.adminKitchen_theBar() })}
      </Text>
    );
  }
  const zone =
    zoneName ?? (order.zoneId !== null ? m.adminKitchen_zone({ id: order.zoneId }) : null);
  return (
    <Text fz="lg" fw={700}>
      {[order.deliveryAddress?.streetAddress, zone].filter(Boolean).join(' · ') ||
        m.adminKitchen_delivery()}
    </Text>
  );
}

/** An item's options and, for a combo, its sandwich, drink and sauce. */
function useItemDetails() {
  useLanguage();
  return (item: Order['items'][number]): string[] => {
    const details = item.options.map((option) => option.value);
    const combo = parseComboSelectionsText(item.comboSelections);
    if (!combo) return details;
    return [
      ...details,
      m.adminKitchen_combo_sandwich({ name: combo.sandwich }),
      m.adminKitchen_combo_drink({ name: combo.drink }),
      m.adminKitchen_combo_sauce({ name: combo.sauce }),
    ];
  };
}

export function Lines({ order }: { order: Order }) {
  useLanguage();
  const itemDetails = useItemDetails();
  return (
    <Stack gap={6} role="list" aria-label={m.adminKitchen_items()}>
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

/**
 * The estimate once the kitchen accepted the order; once it is ready, when it became ready
 * instead of when it was expected to.
 */
export function Timing({ order }: { order: Order }) {
  useLanguage();
  if (!order.acceptedAt || order.status === 'delivered' || order.status === 'cancelled') {
    return null;
  }
  const markedReady = order.status === 'preparing' ? null : timeOf(readyAt(order));
  const readyBy = order.status === 'preparing' ? timeOf(order.readyBy) : null;
  const estimate = timeOf(order.estimatedDelivery);
  return (
    <Group gap="md" aria-label={m.adminKitchen_estimate()}>
      {markedReady && (
        <Text fz="md" fw={600}>
          {m.adminKitchen_markedReadyAt({ time: markedReady })}
        </Text>
      )}
      {readyBy && (
        <Text fz="md" fw={600}>
          {order.prepMinutes
            ? m.adminKitchen_readyByMinutes({ time: readyBy, minutes: order.prepMinutes })
            : m.adminKitchen_readyBy({ time: readyBy })}
        </Text>
      )}
      {estimate && (
        <Text fz="md" c="dimmed">
          {order.deliveryType === 'pickup'
            ? m.adminKitchen_pickupTime({ time: estimate })
            : m.adminKitchen_deliveryAt({ time: estimate })}
        </Text>
      )}
    </Group>
  );
}

export function Outcome({ order }: { order: Order }) {
  useLanguage();
  const at = timeOf(finishedAt(order));
  if (order.status === 'cancelled') {
    return (
      <Stack gap={2}>
        <Text fw={700} c="red">
          {at ? m.adminKitchen_cancelledAt({ time: at }) : m.adminKitchen_cancelled()}
        </Text>
        {order.cancellationReason && <Text fz="sm">{order.cancellationReason}</Text>}
      </Stack>
    );
  }
  return (
    <Text fw={700} c="green">
      {order.deliveryType === 'pickup'
        ? at
          ? m.adminKitchen_pickedUpAt({ time: at })
          : m.adminKitchen_pickedUp()
        : at
          ? m.adminKitchen_deliveredAt({ time: at })
          : m.adminKitchen_delivered()}
    </Text>
  );
}
