import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import {
  Suspense,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Alert, Group, Paper, ScrollArea, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { suggestDrivers, type DispatchMapDriver, type DispatchMapOrder } from '@shop/contracts';
import { Topics } from '@shop/contracts/realtime';
import { zonesQuery } from '@/features/geo';
import { RealtimeContext } from '@/lib/realtime-context';
import { loadDispatchSnapshot } from './api';
import { webglAvailable } from '@/features/map';
import { useNow } from '../shared/use-now';
import { AssignDialog } from './assign-dialog';
import { DriverList, OtherOrders, WaitingOrders } from './dispatch-lists';
import { useDispatchFilters } from './dispatch-filters';
import { DispatchStore } from './dispatch-store';
import type { MapSelection } from './dispatch-map';
import {
  SelectedDriverPanel,
  SelectedOrderPanel,
  type PendingAssignment,
} from './selection-panels';
import { useAssign } from './use-assign';

const DispatchMap = lazy(() => import('./dispatch-map'));

const MAP_HEIGHT = 'calc(100vh - 140px)';

/**
 * The live dispatch map (/admin/dispatch): every driver and every open delivery order, live;
 * assign by click order → click driver → confirm, or by dragging an order onto a driver.
 */
export default function DispatchPage() {
  useLanguage();
  const realtime = useContext(RealtimeContext);
  const [store] = useState(
    () =>
      new DispatchStore({
        load: loadDispatchSnapshot,
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

  const { visibleOrder, visibleDriver, controls } = useDispatchFilters(zones, view);
  const [selection, setSelection] = useState<MapSelection>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [pending, setPending] = useState<PendingAssignment | null>(null);
  const [flyTo, setFlyTo] = useState<{ lat: number; lng: number; key: number } | null>(null);
  const { assign, busy } = useAssign(store);

  const orders = view ? [...view.orders.values()] : [];
  const waitingForDriver = (o: DispatchMapOrder) => o.state === 'ready' && o.driverId === null;
  const waiting = orders
    .filter((o) => waitingForDriver(o) && visibleOrder(o))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  const otherOrders = orders.filter((o) => !waitingForDriver(o) && visibleOrder(o));
  const drivers = useMemo(
    () =>
      view
        ? [...view.drivers.values()]
            .filter(visibleDriver)
            .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        : [],
    [view, visibleDriver],
  );
  const driverName = (id: number) => view?.drivers.get(id)?.name;

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

  const fly = useCallback((at: { lat: number; lng: number } | null | undefined) => {
    if (at) setFlyTo({ lat: at.lat, lng: at.lng, key: Date.now() });
  }, []);
  const chooseOrder = (order: DispatchMapOrder) => {
    setSelection({ kind: 'order', id: order.id });
    fly(order.destination);
  };
  // The orders a click on a driver would give them, read when the click comes: the driver
  // rows are memoised and keep one `chooseDriver`.
  const chosen = useRef<number[]>([]);
  chosen.current = checked.length > 0 ? checked : selectedOrder ? [selectedOrder.id] : [];
  /** A driver clicked while orders are chosen asks to assign them; otherwise selects them. */
  const chooseDriver = useCallback(
    (driver: DispatchMapDriver) => {
      if (chosen.current.length > 0) {
        setPending({ orderIds: chosen.current, driverId: driver.id });
        return;
      }
      setSelection({ kind: 'driver', id: driver.id });
      fly(driver.position);
    },
    [fly],
  );
  const dropOnDriver = useCallback(
    (orderId: number, driver: DispatchMapDriver) =>
      void assign({ orderIds: [orderId], driverId: driver.id }),
    [assign],
  );
  const confirm = async (change: PendingAssignment) => {
    await assign(change);
    setPending(null);
    setChecked([]);
  };

  const notConnected = realtime.status !== 'connected';

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>{m.adminDispatch_title()}</Title>
        {controls}
      </Group>

      {notConnected && (
        <Alert color="red" role="alert" title={m.adminDispatch_notConnected()}>
          {m.adminDispatch_connectionDown()}
        </Alert>
      )}
      {state.loadError && (
        <Alert color="red" title={m.adminDispatch_couldNotLoad()}>
          {m.adminDispatch_tryingAgain({ reason: state.loadError() })}
        </Alert>
      )}

      <div
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 380px', gap: 12 }}
        data-testid="dispatch-screen"
        data-seq={view?.seq ?? ''}
      >
        <Paper withBorder style={{ overflow: 'hidden' }}>
          {webglAvailable() ? (
            <Suspense
              fallback={
                <Skeleton
                  h={MAP_HEIGHT}
                  role="progressbar"
                  aria-label={m.adminDispatch_loadingMap()}
                />
              }
            >
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
              {m.adminDispatch_noWebgl()}
            </Alert>
          )}
        </Paper>

        <ScrollArea h={MAP_HEIGHT} role="region" aria-label={m.adminDispatch_lists()}>
          <Stack gap="sm" pr="xs">
            {!view && (
              <Skeleton h={200} role="progressbar" aria-label={m.adminDispatch_loading()} />
            )}
            {selectedOrder && (
              <SelectedOrderPanel
                order={selectedOrder}
                driverName={driverName}
                suggestions={suggestions}
                onAsk={setPending}
              />
            )}
            {selectedDriver && (
              <SelectedDriverPanel
                driver={selectedDriver}
                now={now}
                pickedUp={(id) => view?.orders.get(id)?.state === 'in_transit'}
                onAsk={setPending}
              />
            )}
            <WaitingOrders
              orders={waiting}
              now={now}
              selectedId={selectedOrder?.id ?? null}
              checked={checked}
              onChecked={setChecked}
              onChoose={chooseOrder}
            />
            <DriverList
              drivers={drivers}
              now={now}
              selectedId={selectedDriver?.id ?? null}
              onChoose={chooseDriver}
              onDropOrder={dropOnDriver}
            />
            <OtherOrders
              orders={otherOrders}
              now={now}
              selectedId={selectedOrder?.id ?? null}
              driverName={driverName}
              onChoose={chooseOrder}
            />
          </Stack>
        </ScrollArea>
      </div>

      <AssignDialog
        pending={pending}
        driverName={driverName}
        busy={busy}
        onConfirm={(change) => void confirm(change)}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
