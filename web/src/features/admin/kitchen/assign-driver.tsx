import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconBike } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DispatchDriver, Order } from '@shop/contracts';
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
  useLanguage();
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
      notify.error(m.adminKitchen_notAssigned(), localizeMessage(error.message));
      void queryClient.invalidateQueries({ queryKey: dispatchDriversQuery.queryKey });
    },
  });
}

function driverLabel(driver: DispatchDriver): string {
  return m.adminKitchen_driverOption({
    name: driver.name,
    state: driver.online ? m.adminKitchen_online() : m.adminKitchen_offline(),
    jobs:
      driver.openJobs === 0
        ? m.adminKitchen_free()
        : m.adminKitchen_openJobs({ count: driver.openJobs }),
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
  useLanguage();
  const drivers = useQuery({ ...dispatchDriversQuery, enabled: picking });
  const changeable = order.status === 'preparing' || order.status === 'ready';
  if (order.deliveryType !== 'delivery') return null;

  const current = order.driver ? (
    <Group gap={6} wrap="nowrap" aria-label={m.adminKitchen_assignedDriver()}>
      <IconBike size={20} aria-hidden />
      <Text fw={600}>{order.driver.name}</Text>
    </Group>
  ) : (
    <Text c="dimmed" aria-label={m.adminKitchen_assignedDriver()}>
      {m.adminKitchen_noDriver()}
    </Text>
  );
  if (!changeable) return order.driver ? current : null;

  if (!picking) {
    return (
      <Group justify="space-between" wrap="nowrap">
        {current}
        <Button size="md" variant="light" onClick={() => setPicking(true)}>
          {order.driver ? m.adminKitchen_changeDriver() : m.adminKitchen_assignDriver()}
        </Button>
      </Group>
    );
  }

  const options = (drivers.data?.drivers ?? []).map((d) => ({
    value: String(d.id),
    label: driverLabel(d),
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
        label={m.adminKitchen_driver()}
        size="md"
        value={choice ?? ''}
        onChange={(event) => setChoice(event.currentTarget.value || null)}
        data={[
          {
            value: '',
            label: drivers.isPending
              ? m.adminKitchen_loadingDrivers()
              : options.length === 0
                ? m.adminKitchen_noApprovedDrivers()
                : m.adminKitchen_chooseDriver(),
          },
          ...options,
        ]}
      />
      <Group grow gap={6}>
        <Button size="md" variant="default" onClick={() => setPicking(false)}>
          {m.adminKitchen_close()}
        </Button>
        {order.driver && (
          <Button
            size="md"
            variant="light"
            color="red"
            loading={assign.isPending && assign.variables?.driverId === null}
            onClick={() => submit(null)}
          >
            {m.adminKitchen_unassign()}
          </Button>
        )}
        <Button
          size="md"
          disabled={choice === null}
          loading={assign.isPending && assign.variables?.driverId !== null}
          onClick={() => choice !== null && submit(Number(choice))}
        >
          {m.adminKitchen_assign()}
        </Button>
      </Group>
    </Stack>
  );
}
