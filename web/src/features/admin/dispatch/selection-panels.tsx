import { ORDER_STATE_NAMES } from './state-names';
import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import {
  type DispatchMapDriver,
  type DispatchMapOrder,
  type DriverSuggestion,
} from '@shop/contracts';
import { ORDER_BADGE } from './dispatch-colours';
import { clock, orderNumbers } from './dispatch-format';
import { DriverBadge } from './dispatch-lists';

/** A change the dispatcher has asked for and not yet confirmed; `driverId: null` takes back. */
export interface PendingAssignment {
  orderIds: number[];
  driverId: number | null;
}

interface SelectedOrderProps {
  order: DispatchMapOrder;
  driverName: (id: number) => string | undefined;
  /** The best drivers for a waiting order, best first (empty once it has a driver). */
  suggestions: DriverSuggestion[];
  onAsk: (change: PendingAssignment) => void;
}

/** The chosen order: where it stands, who carries it, or who should. */
export function SelectedOrderPanel({ order, driverName, suggestions, onAsk }: SelectedOrderProps) {
  const best = suggestions[0];
  useLanguage();
  return (
    <Paper withBorder p="sm" aria-label={m.adminDispatch_selectedOrder()}>
      <Group justify="space-between">
        <Text fw={600}>{m.adminDispatch_order({ id: order.id })}</Text>
        <Badge color={ORDER_BADGE[order.state]}>{ORDER_STATE_NAMES[order.state]()}</Badge>
      </Group>
      <Text size="sm">{order.customerName}</Text>
      <Text size="sm" c="dimmed">
        {order.address}
      </Text>
      {order.driverId !== null ? (
        <Group mt="xs" justify="space-between">
          <Text size="sm">
            {m.adminDispatch_driverOf({
              name: driverName(order.driverId) ?? m.adminDispatch_unknown(),
            })}
          </Text>
          {order.state !== 'in_transit' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onAsk({ orderIds: [order.id], driverId: null })}
            >
              {m.adminDispatch_takeBack()}
            </Button>
          )}
        </Group>
      ) : best ? (
        <Text size="sm" mt="xs" data-testid="suggestion">
          {m.adminDispatch_suggested()}
          <b>{driverName(best.driverId)}</b>
          {m.adminDispatch_suggestedAt({ time: clock(best.deliveredAt) })}
          <Button
            size="compact-xs"
            ml="xs"
            onClick={() => onAsk({ orderIds: [order.id], driverId: best.driverId })}
          >
            {m.adminDispatch_assign()}
          </Button>
        </Text>
      ) : (
        <Text size="sm" mt="xs" c="dimmed">
          {m.adminDispatch_noneCanTake()}
        </Text>
      )}
      {order.state !== 'in_transit' && (
        <Text size="xs" c="dimmed" mt={4}>
          {m.adminDispatch_assignHelp()}
        </Text>
      )}
    </Paper>
  );
}

interface SelectedDriverProps {
  driver: DispatchMapDriver;
  now: number;
  /** Whether an order has been picked up already (it can no longer be taken back). */
  pickedUp: (orderId: number) => boolean;
  onAsk: (change: PendingAssignment) => void;
}

/** The chosen driver: state, jobs, and taking back what they have not picked up yet. */
export function SelectedDriverPanel({ driver, now, pickedUp, onAsk }: SelectedDriverProps) {
  useLanguage();
  return (
    <Paper withBorder p="sm" aria-label={m.adminDispatch_selectedDriver()}>
      <Group justify="space-between">
        <Text fw={600}>{driver.name}</Text>
        <DriverBadge driver={driver} now={now} />
      </Group>
      <Text size="sm">
        {m.adminDispatch_jobs({
          orders: orderNumbers(driver.jobOrderIds) || m.adminDispatch_none(),
          count: driver.jobsToday,
        })}
      </Text>
      {driver.jobOrderIds.length > 0 && (
        <Button
          size="xs"
          mt="xs"
          variant="light"
          color="red"
          onClick={() =>
            onAsk({
              orderIds: driver.jobOrderIds.filter((id) => !pickedUp(id)),
              driverId: null,
            })
          }
        >
          {m.adminDispatch_takeBackAll()}
        </Button>
      )}
    </Paper>
  );
}
