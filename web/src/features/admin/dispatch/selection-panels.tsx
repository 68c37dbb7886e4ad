import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import {
  DISPATCH_ORDER_STATE_LABELS,
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
  return (
    <Paper withBorder p="sm" aria-label="Selected order">
      <Group justify="space-between">
        <Text fw={600}>Order #{order.id}</Text>
        <Badge color={ORDER_BADGE[order.state]}>{DISPATCH_ORDER_STATE_LABELS[order.state]}</Badge>
      </Group>
      <Text size="sm">{order.customerName}</Text>
      <Text size="sm" c="dimmed">
        {order.address}
      </Text>
      {order.driverId !== null ? (
        <Group mt="xs" justify="space-between">
          <Text size="sm">Driver: {driverName(order.driverId) ?? 'unknown'}</Text>
          {order.state !== 'in_transit' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onAsk({ orderIds: [order.id], driverId: null })}
            >
              Take back
            </Button>
          )}
        </Group>
      ) : best ? (
        <Text size="sm" mt="xs" data-testid="suggestion">
          Suggested: <b>{driverName(best.driverId)}</b>, at the customer about{' '}
          {clock(best.deliveredAt)}
          <Button
            size="compact-xs"
            ml="xs"
            onClick={() => onAsk({ orderIds: [order.id], driverId: best.driverId })}
          >
            Assign
          </Button>
        </Text>
      ) : (
        <Text size="sm" mt="xs" c="dimmed">
          No driver on shift can take it now.
        </Text>
      )}
      {order.state !== 'in_transit' && (
        <Text size="xs" c="dimmed" mt={4}>
          Click a driver to assign, or drag the order onto one.
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
  return (
    <Paper withBorder p="sm" aria-label="Selected driver">
      <Group justify="space-between">
        <Text fw={600}>{driver.name}</Text>
        <DriverBadge driver={driver} now={now} />
      </Group>
      <Text size="sm">
        Jobs: {orderNumbers(driver.jobOrderIds) || 'none'} · today {driver.jobsToday}
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
          Take back their orders not yet picked up
        </Button>
      )}
    </Paper>
  );
}
