import { useTranslation } from '@/i18n/react';
import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconBike } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DispatchDriver, Order } from '@shop/contracts';
import type { TFunction } from '@/i18n/translator';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';
import {
  assignDriver,
  dispatchDriversQuery,
  kitchenBoardQuery,
  type KitchenBoardData,
} from './api';

function useAssignDriver() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: ({ orderId, driverId }: { orderId: number; driverId: number | null }) =>
      assignDriver(orderId, driverId),
    onSuccess: ({ order }) => {
      queryClient.setQueryData<KitchenBoardData>(
        kitchenBoardQuery.queryKey,
        (board) =>
          board && { ...board, orders: board.orders.map((o) => (o.id === order.id ? order : o)) },
      );
      void queryClient.invalidateQueries({ queryKey: dispatchDriversQuery.queryKey });
    },
    onError: (error) => {
      notify.error(t('kitchen.notAssigned'), localizeMessage(error.message));
      void queryClient.invalidateQueries({ queryKey: dispatchDriversQuery.queryKey });
    },
  });
}

function driverLabel(t: TFunction<'admin'>, driver: DispatchDriver): string {
  return t('kitchen.driverOption', {
    name: driver.name,
    state: driver.online ? t('kitchen.online') : t('kitchen.offline'),
    jobs:
      driver.openJobs === 0 ? t('kitchen.free') : t('kitchen.openJobs', { count: driver.openJobs }),
  });
}

/**
 * Who rides a delivery order: the kitchen picks an approved driver who is online, before the
 * food leaves (the api checks the same). Shows the driver once the order is on its way.
 */
export function AssignDriver({ order }: { order: Order }) {
  const [picking, setPicking] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const assign = useAssignDriver();
  const { t } = useTranslation('admin');
  const drivers = useQuery({ ...dispatchDriversQuery, enabled: picking });
  const changeable = order.status === 'preparing' || order.status === 'ready';
  if (order.deliveryType !== 'delivery') return null;

  const current = order.driver ? (
    <Group gap={6} wrap="nowrap" aria-label={t('kitchen.assignedDriver')}>
      <IconBike size={20} aria-hidden />
      <Text fw={600}>{order.driver.name}</Text>
    </Group>
  ) : (
    <Text c="dimmed" aria-label={t('kitchen.assignedDriver')}>
      {t('kitchen.noDriver')}
    </Text>
  );
  if (!changeable) return order.driver ? current : null;

  if (!picking) {
    return (
      <Group justify="space-between" wrap="nowrap">
        {current}
        <Button size="md" variant="light" onClick={() => setPicking(true)}>
          {order.driver ? t('kitchen.changeDriver') : t('kitchen.assignDriver')}
        </Button>
      </Group>
    );
  }

  const options = (drivers.data?.drivers ?? []).map((d) => ({
    value: String(d.id),
    label: driverLabel(t, d),
    disabled: !d.online || d.id === order.driver?.id,
  }));
  const submit = (driverId: number | null) =>
    assign.mutate(
      { orderId: order.id, driverId },
      {
        onSuccess: () => {
          setPicking(false);
          setChoice(null);
        },
      },
    );

  return (
    <Stack gap={6}>
      {current}
      <NativeSelect
        label={t('kitchen.driver')}
        size="md"
        value={choice ?? ''}
        onChange={(event) => setChoice(event.currentTarget.value || null)}
        data={[
          {
            value: '',
            label: drivers.isPending
              ? t('kitchen.loadingDrivers')
              : options.length === 0
                ? t('kitchen.noApprovedDrivers')
                : t('kitchen.chooseDriver'),
          },
          ...options,
        ]}
      />
      <Group grow gap={6}>
        <Button size="md" variant="default" onClick={() => setPicking(false)}>
          {t('kitchen.close')}
        </Button>
        {order.driver && (
          <Button
            size="md"
            variant="light"
            color="red"
            loading={assign.isPending && assign.variables?.driverId === null}
            onClick={() => submit(null)}
          >
            {t('kitchen.unassign')}
          </Button>
        )}
        <Button
          size="md"
          disabled={choice === null}
          loading={assign.isPending && assign.variables?.driverId !== null}
          onClick={() => choice !== null && submit(Number(choice))}
        >
          {t('kitchen.assign')}
        </Button>
      </Group>
    </Stack>
  );
}
