import { DRIVER_STATE_NAMES, ORDER_STATE_NAMES } from './state-names';
import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { memo, useRef, type DragEvent } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { driverState, type DispatchMapDriver, type DispatchMapOrder } from '@shop/contracts';
import { DRIVER_BADGE, ORDER_BADGE } from './dispatch-colours';
import {
  clock,
  minutesSince,
  ORDER_DRAG_TYPE,
  orderNumbers,
  secondsSince,
} from './dispatch-format';

export function DriverBadge({ driver, now }: { driver: DispatchMapDriver; now: number }) {
  const s = driverState(driver, now);
  useLanguage();
  return (
    <Badge size="sm" color={DRIVER_BADGE[s]}>
      {DRIVER_STATE_NAMES[s]()}
    </Badge>
  );
}

interface OrderRowProps {
  order: DispatchMapOrder;
  now: number;
  selected: boolean;
  checked?: boolean;
  onCheck?: (on: boolean) => void;
  onClick: () => void;
  driverName?: string | undefined;
}

/** One open order; it can be dragged onto a driver until it has left the kitchen. */
export function OrderRow({
  order,
  now,
  selected,
  checked,
  onCheck,
  onClick,
  driverName,
}: OrderRowProps) {
  useLanguage();
  return (
    <Group
      gap={6}
      wrap="nowrap"
      draggable={order.state !== 'in_transit'}
      onDragStart={(e) => {
        e.dataTransfer.setData(ORDER_DRAG_TYPE, String(order.id));
        e.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="order-row"
      data-order-id={order.id}
      data-state={order.state}
      data-driver-id={order.driverId ?? ''}
      style={{
        padding: 6,
        borderRadius: 4,
        cursor: 'grab',
        border: selected
          ? '2px solid var(--mantine-color-blue-6)'
          : '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {onCheck && (
        <Checkbox
          aria-label={m.adminDispatch_chooseOrder({ id: order.id })}
          checked={checked ?? false}
          onChange={(e) => onCheck(e.currentTarget.checked)}
        />
      )}
      {/* Named by what it shows (WCAG 2.5.3, label in name): number, customer, state, times. */}
      <UnstyledButton onClick={onClick} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            #{order.id} · {order.customerName}
          </Text>
          <Badge size="sm" color={ORDER_BADGE[order.state]}>
            {ORDER_STATE_NAMES[order.state]()}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {m.adminDispatch_minutesOld({ minutes: minutesSince(Date.parse(order.createdAt), now) })}
          {order.estimatedDelivery
            ? m.adminDispatch_due({ time: clock(order.estimatedDelivery) })
            : ''}
          {driverName ? ` · ${driverName}` : ''}
        </Text>
      </UnstyledButton>
    </Group>
  );
}

interface WaitingOrdersProps {
  orders: DispatchMapOrder[];
  now: number;
  selectedId: number | null;
  checked: number[];
  onChecked: (update: (checked: number[]) => number[]) => void;
  onChoose: (order: DispatchMapOrder) => void;
}

/** Ready orders without a driver, oldest first; several can be chosen for one driver. */
export function WaitingOrders({
  orders,
  now,
  selectedId,
  checked,
  onChecked,
  onChoose,
}: WaitingOrdersProps) {
  useLanguage();
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb={4}>
        <Text fw={600}>{m.adminDispatch_waiting({ count: orders.length })}</Text>
        {checked.length > 0 && (
          <Group gap={4}>
            <Text size="xs">{m.adminDispatch_chosen({ count: checked.length })}</Text>
            <Button size="compact-xs" variant="subtle" onClick={() => onChecked(() => [])}>
              {m.adminDispatch_clear()}
            </Button>
          </Group>
        )}
      </Group>
      {orders.length === 0 && (
        <Text size="sm" c="dimmed">
          {m.adminDispatch_allHaveDriver()}
        </Text>
      )}
      <Stack gap={4} role="group" aria-label={m.adminDispatch_waitingList()}>
        {orders.map((o) => (
          <OrderRow
            key={o.id}
            order={o}
            now={now}
            selected={selectedId === o.id}
            checked={checked.includes(o.id)}
            onCheck={(on) => onChecked((c) => (on ? [...c, o.id] : c.filter((id) => id !== o.id)))}
            onClick={() => onChoose(o)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

interface OtherOrdersProps {
  orders: DispatchMapOrder[];
  now: number;
  selectedId: number | null;
  driverName: (id: number) => string | undefined;
  onChoose: (order: DispatchMapOrder) => void;
}

/** Open orders still in the kitchen, or carried: where they stand and who has them. */
export function OtherOrders({ orders, now, selectedId, driverName, onChoose }: OtherOrdersProps) {
  useLanguage();
  return (
    <Paper withBorder p="sm">
      <Text fw={600} mb={4}>
        {m.adminDispatch_otherOrders({ count: orders.length })}
      </Text>
      <Stack gap={4}>
        {orders.map((o) => (
          <OrderRow
            key={o.id}
            order={o}
            now={now}
            selected={selectedId === o.id}
            onClick={() => onChoose(o)}
            driverName={o.driverId !== null ? driverName(o.driverId) : undefined}
          />
        ))}
      </Stack>
    </Paper>
  );
}

interface DriverRowProps {
  driver: DispatchMapDriver;
  /** The second the row is drawn for: its age and state change with it. */
  now: number;
  selected: boolean;
  onChoose: (driver: DispatchMapDriver) => void;
  onDropOrder: (orderId: number, driver: DispatchMapDriver) => void;
}

/**
 * One driver: a button that selects them (or takes the chosen orders), and a drop target for a
 * dragged order. The data attributes carry what the map draws, for tests and tools.
 */
const DriverRow = memo(function DriverRow({
  driver: d,
  now,
  selected,
  onChoose,
  onDropOrder,
}: DriverRowProps) {
  useLanguage();
  const onDrop = (event: DragEvent) => {
    const orderId = Number(event.dataTransfer.getData(ORDER_DRAG_TYPE));
    if (!orderId) return;
    event.preventDefault();
    onDropOrder(orderId, d);
  };
  // Named by what it shows (WCAG 2.5.3, label in name): the driver, their state and jobs.
  return (
    <UnstyledButton
      onClick={() => onChoose(d)}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      data-testid="driver-row"
      data-driver-id={d.id}
      data-state={driverState(d, now)}
      data-lat={d.position?.lat ?? ''}
      data-lng={d.position?.lng ?? ''}
      data-jobs={d.jobOrderIds.join(',')}
      style={{
        display: 'block',
        width: '100%',
        padding: 6,
        borderRadius: 4,
        border: selected
          ? '2px solid var(--mantine-color-blue-6)'
          : '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {d.name}
        </Text>
        <DriverBadge driver={d} now={now} />
      </Group>
      <Text size="xs" c="dimmed">
        {d.jobOrderIds.length > 0
          ? m.adminDispatch_carrying({ orders: orderNumbers(d.jobOrderIds) })
          : m.adminDispatch_noJob()}
        {d.position
          ? m.adminDispatch_lastFixAgo({
              seconds: secondsSince(d.position.at, now),
              count: d.jobsToday,
            })
          : m.adminDispatch_lastFixNever({ count: d.jobsToday })}
      </Text>
    </UnstyledButton>
  );
});

/** Up to this many drivers every row is drawn; a bigger fleet is drawn a window at a time. */
const WINDOWED_FROM = 60;
const WINDOW_HEIGHT = 480;
const ROW_ESTIMATE = 58;
const ROW_GAP = 4;

interface DriverListProps {
  drivers: DispatchMapDriver[];
  now: number;
  selectedId: number | null;
  onChoose: (driver: DispatchMapDriver) => void;
  onDropOrder: (orderId: number, driver: DispatchMapDriver) => void;
}

/**
 * The drivers shown, by name. At dinner-service scale (a thousand drivers) only the rows in view
 * are rendered, so the once-a-second refresh of ages and states stays cheap.
 */
export function DriverList(props: DriverListProps) {
  const { drivers } = props;
  useLanguage();
  return (
    <Paper withBorder p="sm">
      <Text fw={600} mb={4}>
        {m.adminDispatch_drivers({ count: drivers.length })}
      </Text>
      {drivers.length < WINDOWED_FROM ? (
        <Stack gap={ROW_GAP} role="group" aria-label={m.adminDispatch_driversList()}>
          {drivers.map((d) => (
            <DriverRow key={d.id} {...rowProps(props, d)} />
          ))}
        </Stack>
      ) : (
        <WindowedDrivers {...props} />
      )}
    </Paper>
  );
}

const rowProps = (
  { now, selectedId, onChoose, onDropOrder }: DriverListProps,
  driver: DispatchMapDriver,
): DriverRowProps => ({
  driver,
  now,
  selected: selectedId === driver.id,
  onChoose,
  onDropOrder,
});

function WindowedDrivers(props: DriverListProps) {
  const { drivers } = props;
  useLanguage();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: drivers.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    gap: ROW_GAP,
    overscan: 6,
    getItemKey: (index) => drivers[index]!.id,
  });
  return (
    <div
      ref={scroller}
      aria-label={m.adminDispatch_driversList()}
      role="group"
      style={{ height: WINDOW_HEIGHT, overflowY: 'auto' }}
    >
      <div style={{ height: rows.getTotalSize(), position: 'relative' }}>
        {rows.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={rows.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              translate: `0 ${item.start}px`,
            }}
          >
            <DriverRow {...rowProps(props, drivers[item.index]!)} />
          </div>
        ))}
      </div>
    </div>
  );
}
