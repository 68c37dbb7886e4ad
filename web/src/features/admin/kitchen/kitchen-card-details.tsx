import { PAYMENT_METHOD_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
import { useTranslation } from '@/i18n/react';
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
  const { t } = useTranslation('admin');
  useLanguage();
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

export function PaymentBadge({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  useLanguage();
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
        method: PAYMENT_METHOD_NAMES[paymentMethodType(order.paymentMethod) ?? 'cash'](),
      })}
    </Badge>
  );
}

export function Destination({ order, zoneName }: { order: Order; zoneName: string | null }) {
  const { t } = useTranslation('admin');
  useLanguage();
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
  useLanguage();
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

export function Lines({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  useLanguage();
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

/**
 * The estimate once the kitchen accepted the order; once it is ready, when it became ready
 * instead of when it was expected to.
 */
export function Timing({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  useLanguage();
  if (!order.acceptedAt || order.status === 'delivered' || order.status === 'cancelled') {
    return null;
  }
  const markedReady = order.status === 'preparing' ? null : timeOf(readyAt(order));
  const readyBy = order.status === 'preparing' ? timeOf(order.readyBy) : null;
  const estimate = timeOf(order.estimatedDelivery);
  return (
    <Group gap="md" aria-label={t('kitchen.estimate')}>
      {markedReady && (
        <Text fz="md" fw={600}>
          {t('kitchen.markedReadyAt', { time: markedReady })}
        </Text>
      )}
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

export function Outcome({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  useLanguage();
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
