import {
  Suspense,
  lazy,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type DragEvent,
} from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Paper,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  DISPATCH_DRIVER_STATE_LABELS,
  DISPATCH_ORDER_STATE_LABELS,
  DispatchDriverState,
  DispatchSnapshot,
  driverState,
  suggestDrivers,
  type DispatchMapDriver,
  type DispatchMapOrder,
} from '@shop/contracts';
import { Topics } from '@shop/contracts/realtime';
import { zonesQuery } from '@/features/location/api';
import { RealtimeContext } from '@/features/realtime/realtime-context';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { webglAvailable } from '@/features/map/webgl';
import { DispatchStore } from './dispatch-store';
import { DRIVER_BADGE, ORDER_BADGE } from './dispatch-colours';
import type { MapSelection } from './dispatch-map';
import { zoneOf } from './zone-of';

const DispatchMap = lazy(() => import('./dispatch-map'));

const ORDER_DRAG_TYPE = 'application/x-order-id';
const MAP_HEIGHT = 'calc(100vh - 140px)';

const clock = (iso: string | Date) =>
  new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  });
const minutes = (from: number, now: number) => Math.max(0, Math.floor((now - from) / 60_000));
const seconds = (from: number, now: number) => Math.max(0, Math.round((now - from) / 1000));

interface PendingAssignment {
  orderIds: number[];
  driverId: number | null;
}

/** Ticks once a second, for ages and states that change with time alone. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The live dispatch map (/admin/dispatch): every driver and every open delivery order, live;
 * assign by click order → click driver → confirm, or by dragging an order onto a driver.
 */
export default function DispatchPage() {
  const realtime = useContext(RealtimeContext);
  const [store] = useState(
    () =>
      new DispatchStore({
        load: async () => DispatchSnapshot.parse(await api.get<unknown>('/api/admin/dispatch')),
      }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const view = state.sync.view;
  const now = useNow();
  const zoneData = useQuery(zonesQuery).data;
  const zones = useMemo(() => zoneData ?? [], [zoneData]);

  // The snapshot on open and after every reconnect; messages from the topic meanwhile.
  const { subscribe, listen } = realtime;
  useEffect(() => {
    const unlisten =
      listen?.({ onMessage: (m) => store.receive(m), onOpen: () => void store.resync() }) ??
      (() => {});
    const unsubscribe = subscribe(Topics.staffDispatch);
    void store.resync();
    return () => {
      unlisten();
      unsubscribe();
    };
  }, [store, subscribe, listen]);
  useEffect(() => () => store.stop(), [store]);

  const [zoneFilter, setZoneFilter] = useState<string | null>(null);
  const [stateFilter, setStateFilter] = useState<string[]>([]);
  const [hideOffShift, setHideOffShift] = useState(true);
  const [selection, setSelection] = useState<MapSelection>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [pending, setPending] = useState<PendingAssignment | null>(null);
  const [busy, setBusy] = useState(false);
  const [flyTo, setFlyTo] = useState<{ lat: number; lng: number; key: number } | null>(null);

  const zoneId = zoneFilter ? Number(zoneFilter) : null;
  const visibleOrder = useMemo(
    () => (o: DispatchMapOrder) => zoneId === null || o.zoneId === zoneId,
    [zoneId],
  );
  const visibleDriver = useMemo(
    () => (d: DispatchMapDriver) => {
      const s = driverState(d, Date.now());
      if (hideOffShift && s === 'offline') return false;
      if (stateFilter.length > 0 && !stateFilter.includes(s)) return false;
      if (zoneId !== null) {
        const inZone = d.position && zoneOf(zones, d.position) === zoneId;
        const carries = d.jobOrderIds.some((id) => view?.orders.get(id)?.zoneId === zoneId);
        if (!inZone && !carries) return false;
      }
      return true;
    },
    [hideOffShift, stateFilter, zoneId, zones, view],
  );

  const orders = view ? [...view.orders.values()] : [];
  const waiting = orders
    .filter((o) => o.state === 'ready' && o.driverId === null && visibleOrder(o))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  const otherOrders = orders.filter(
    (o) => !(o.state === 'ready' && o.driverId === null) && visibleOrder(o),
  );
  const drivers = view
    ? [...view.drivers.values()]
        .filter(visibleDriver)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    : [];

  const selectedOrder =
    selection?.kind === 'order' && view ? (view.orders.get(selection.id) ?? null) : null;
  const selectedDriver =
    selection?.kind === 'driver' && view ? (view.drivers.get(selection.id) ?? null) : null;
  const suggestions =
    selectedOrder && view && selectedOrder.driverId === null
      ? suggestDrivers(
          selectedOrder,
          view.drivers.values(),
          view.orders,
          view.kitchen,
          new Date(now),
        )
      : [];

  const fly = (at: { lat: number; lng: number } | null | undefined) => {
    if (at) setFlyTo({ lat: at.lat, lng: at.lng, key: Date.now() });
  };
  const chooseOrder = (order: DispatchMapOrder) => {
    setSelection({ kind: 'order', id: order.id });
    fly(order.destination);
  };
  /** A driver clicked while orders are chosen asks to assign them; otherwise selects them. */
  const chooseDriver = (driver: DispatchMapDriver) => {
    const orderIds = checked.length > 0 ? checked : selectedOrder ? [selectedOrder.id] : [];
    if (orderIds.length > 0) {
      setPending({ orderIds, driverId: driver.id });
      return;
    }
    setSelection({ kind: 'driver', id: driver.id });
    fly(driver.position);
  };

  const assign = async ({ orderIds, driverId }: PendingAssignment) => {
    if (!view) return;
    setBusy(true);
    const failures: string[] = [];
    for (const id of orderIds) {
      const expectedDriverId = view.orders.get(id)?.driverId ?? null;
      try {
        await api.post(`/api/orders/${id}/assign`, { driverId, expectedDriverId });
      } catch (err) {
        failures.push(err instanceof Error ? err.message : `Order #${id} could not be assigned`);
      }
    }
    setBusy(false);
    setPending(null);
    setChecked([]);
    if (failures.length > 0) {
      notify.error(
        failures.length === orderIds.length
          ? 'Nothing was changed'
          : 'Some orders were not changed',
        failures.join('\n'),
      );
    } else {
      notify.success(
        driverId === null
          ? `${orderIds.length === 1 ? 'Order' : 'Orders'} taken back`
          : `${orderIds.length === 1 ? 'Order' : `${orderIds.length} orders`} assigned to ${view.drivers.get(driverId)?.name ?? 'the driver'}`,
      );
    }
    // The live messages move the map; a snapshot now makes sure of it.
    void store.resync();
  };

  const onDropOnDriver = (event: DragEvent, driver: DispatchMapDriver) => {
    const orderId = Number(event.dataTransfer.getData(ORDER_DRAG_TYPE));
    if (!orderId) return;
    event.preventDefault();
    void assign({ orderIds: [orderId], driverId: driver.id });
  };

  const notConnected = realtime.status !== 'connected';

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>Dispatch</Title>
        <Group gap="xs">
          <Select
            aria-label="Zone"
            placeholder="All zones"
            clearable
            data={zones.map((z) => ({ value: String(z.id), label: z.name }))}
            value={zoneFilter}
            onChange={setZoneFilter}
            w={180}
          />
          <MultiSelect
            aria-label="Driver state"
            placeholder={stateFilter.length ? undefined : 'All states'}
            data={DispatchDriverState.options.map((s) => ({
              value: s,
              label: DISPATCH_DRIVER_STATE_LABELS[s],
            }))}
            value={stateFilter}
            onChange={setStateFilter}
            w={240}
          />
          <Switch
            label="Hide drivers off shift"
            checked={hideOffShift}
            onChange={(e) => setHideOffShift(e.currentTarget.checked)}
          />
        </Group>
      </Group>

      {notConnected && (
        <Alert color="red" role="alert" title="Not connected">
          The live connection is down: the map may be out of date. Reconnecting…
        </Alert>
      )}
      {state.loadError && (
        <Alert color="red" title="The map could not load">
          {state.loadError}. Trying again…
        </Alert>
      )}

      <div
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 380px', gap: 12 }}
        data-testid="dispatch-screen"
        data-seq={view?.seq ?? ''}
      >
        <Paper withBorder style={{ overflow: 'hidden' }}>
          {webglAvailable() ? (
            <Suspense fallback={<Skeleton h={MAP_HEIGHT} aria-label="Loading map" />}>
              <DispatchMap
                store={store}
                zones={zones}
                visibleDriver={visibleDriver}
                visibleOrder={visibleOrder}
                selection={selection}
                onSelect={(s) => {
                  if (s?.kind === 'driver' && view) {
                    const d = view.drivers.get(s.id);
                    if (d) return chooseDriver(d);
                  }
                  setSelection(s);
                }}
                onDropOrder={(orderId, driverId) => void assign({ orderIds: [orderId], driverId })}
                flyTo={flyTo}
                height={MAP_HEIGHT}
              />
            </Suspense>
          ) : (
            <Alert color="yellow" m="md">
              This browser cannot draw the map (no WebGL); the lists still work.
            </Alert>
          )}
        </Paper>

        <ScrollArea h={MAP_HEIGHT} aria-label="Dispatch lists">
          <Stack gap="sm" pr="xs">
            {!view && <Skeleton h={200} aria-label="Loading dispatch" />}

            {selectedOrder && (
              <Paper withBorder p="sm" aria-label="Selected order">
                <Group justify="space-between">
                  <Text fw={600}>Order #{selectedOrder.id}</Text>
                  <Badge color={ORDER_BADGE[selectedOrder.state]}>
                    {DISPATCH_ORDER_STATE_LABELS[selectedOrder.state]}
                  </Badge>
                </Group>
                <Text size="sm">{selectedOrder.customerName}</Text>
                <Text size="sm" c="dimmed">
                  {selectedOrder.address}
                </Text>
                {selectedOrder.driverId !== null ? (
                  <Group mt="xs" justify="space-between">
                    <Text size="sm">
                      Driver: {view?.drivers.get(selectedOrder.driverId)?.name ?? 'unknown'}
                    </Text>
                    {selectedOrder.state !== 'in_transit' && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setPending({ orderIds: [selectedOrder.id], driverId: null })}
                      >
                        Take back
                      </Button>
                    )}
                  </Group>
                ) : suggestions[0] ? (
                  <Text size="sm" mt="xs" data-testid="suggestion">
                    Suggested: <b>{view?.drivers.get(suggestions[0].driverId)?.name}</b>, at the
                    customer about {clock(suggestions[0].deliveredAt)}
                    <Button
                      size="compact-xs"
                      ml="xs"
                      onClick={() =>
                        setPending({
                          orderIds: [selectedOrder.id],
                          driverId: suggestions[0]!.driverId,
                        })
                      }
                    >
                      Assign
                    </Button>
                  </Text>
                ) : (
                  <Text size="sm" mt="xs" c="dimmed">
                    No driver on shift can take it now.
                  </Text>
                )}
                {selectedOrder.state !== 'in_transit' && (
                  <Text size="xs" c="dimmed" mt={4}>
                    Click a driver to assign, or drag the order onto one.
                  </Text>
                )}
              </Paper>
            )}

            {selectedDriver && (
              <Paper withBorder p="sm" aria-label="Selected driver">
                <Group justify="space-between">
                  <Text fw={600}>{selectedDriver.name}</Text>
                  <DriverBadge driver={selectedDriver} now={now} />
                </Group>
                <Text size="sm">
                  Jobs: {selectedDriver.jobOrderIds.map((id) => `#${id}`).join(', ') || 'none'} ·
                  today {selectedDriver.jobsToday}
                </Text>
                {selectedDriver.jobOrderIds.length > 0 && (
                  <Button
                    size="xs"
                    mt="xs"
                    variant="light"
                    color="red"
                    onClick={() =>
                      setPending({
                        orderIds: selectedDriver.jobOrderIds.filter(
                          (id) => view?.orders.get(id)?.state !== 'in_transit',
                        ),
                        driverId: null,
                      })
                    }
                  >
                    Take back their orders not yet picked up
                  </Button>
                )}
              </Paper>
            )}

            <Paper withBorder p="sm">
              <Group justify="space-between" mb={4}>
                <Text fw={600}>Ready, no driver ({waiting.length})</Text>
                {checked.length > 0 && (
                  <Group gap={4}>
                    <Text size="xs">{checked.length} chosen: click a driver</Text>
                    <Button size="compact-xs" variant="subtle" onClick={() => setChecked([])}>
                      Clear
                    </Button>
                  </Group>
                )}
              </Group>
              {waiting.length === 0 && (
                <Text size="sm" c="dimmed">
                  Every ready order has a driver.
                </Text>
              )}
              <Stack gap={4} aria-label="Ready orders without a driver">
                {waiting.map((o) => (
                  <OrderRow
                    key={o.id}
                    order={o}
                    now={now}
                    selected={selectedOrder?.id === o.id}
                    checked={checked.includes(o.id)}
                    onCheck={(on) =>
                      setChecked((c) => (on ? [...c, o.id] : c.filter((id) => id !== o.id)))
                    }
                    onClick={() => chooseOrder(o)}
                  />
                ))}
              </Stack>
            </Paper>

            <Paper withBorder p="sm">
              <Text fw={600} mb={4}>
                Drivers ({drivers.length})
              </Text>
              <Stack gap={4} aria-label="Drivers">
                {drivers.map((d) => (
                  <UnstyledButton
                    key={d.id}
                    onClick={() => chooseDriver(d)}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={(e) => onDropOnDriver(e, d)}
                    data-testid="driver-row"
                    data-driver-id={d.id}
                    data-state={driverState(d, now)}
                    data-lat={d.position?.lat ?? ''}
                    data-lng={d.position?.lng ?? ''}
                    data-jobs={d.jobOrderIds.join(',')}
                    aria-label={`Driver ${d.name}`}
                    style={{
                      padding: 6,
                      borderRadius: 4,
                      border:
                        selectedDriver?.id === d.id
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
                        ? `Carrying ${d.jobOrderIds.map((id) => `#${id}`).join(', ')}`
                        : 'No job'}{' '}
                      · last fix {d.position ? `${seconds(d.position.at, now)} s ago` : 'never'} ·
                      today {d.jobsToday}
                    </Text>
                  </UnstyledButton>
                ))}
              </Stack>
            </Paper>

            <Paper withBorder p="sm">
              <Text fw={600} mb={4}>
                Other open orders ({otherOrders.length})
              </Text>
              <Stack gap={4}>
                {otherOrders.map((o) => (
                  <OrderRow
                    key={o.id}
                    order={o}
                    now={now}
                    selected={selectedOrder?.id === o.id}
                    onClick={() => chooseOrder(o)}
                    driverName={
                      o.driverId !== null ? view?.drivers.get(o.driverId)?.name : undefined
                    }
                  />
                ))}
              </Stack>
            </Paper>
          </Stack>
        </ScrollArea>
      </div>

      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.driverId === null ? 'Take back' : 'Assign'}
      >
        {pending && (
          <Stack>
            <Text>
              {pending.driverId === null
                ? `Take ${pending.orderIds.map((id) => `#${id}`).join(', ')} back from the driver?`
                : `Give ${pending.orderIds.map((id) => `#${id}`).join(', ')} to ${view?.drivers.get(pending.driverId)?.name ?? 'this driver'}?`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button loading={busy} onClick={() => void assign(pending)}>
                Confirm
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function DriverBadge({ driver, now }: { driver: DispatchMapDriver; now: number }) {
  const s = driverState(driver, now);
  return (
    <Badge size="sm" color={DRIVER_BADGE[s]}>
      {DISPATCH_DRIVER_STATE_LABELS[s]}
    </Badge>
  );
}

function OrderRow({
  order,
  now,
  selected,
  checked,
  onCheck,
  onClick,
  driverName,
}: {
  order: DispatchMapOrder;
  now: number;
  selected: boolean;
  checked?: boolean;
  onCheck?: (on: boolean) => void;
  onClick: () => void;
  driverName?: string | undefined;
}) {
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
          aria-label={`Choose order #${order.id}`}
          checked={checked ?? false}
          onChange={(e) => onCheck(e.currentTarget.checked)}
        />
      )}
      <UnstyledButton onClick={onClick} style={{ flex: 1 }} aria-label={`Order #${order.id}`}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            #{order.id} · {order.customerName}
          </Text>
          <Badge size="sm" color={ORDER_BADGE[order.state]}>
            {DISPATCH_ORDER_STATE_LABELS[order.state]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {minutes(Date.parse(order.createdAt), now)} min old
          {order.estimatedDelivery ? ` · due ${clock(order.estimatedDelivery)}` : ''}
          {driverName ? ` · ${driverName}` : ''}
        </Text>
      </UnstyledButton>
    </Group>
  );
}
