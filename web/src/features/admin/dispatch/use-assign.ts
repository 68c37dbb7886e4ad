import { useCallback, useState } from 'react';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { DispatchStore } from './dispatch-store';
import type { PendingAssignment } from './selection-panels';

/**
 * Assigns or takes back orders through the kitchen board's own server call, one order at a
 * time, each with the driver this screen last saw on it: an order someone else moved meanwhile
 * is refused by the server and reported, never silently overwritten.
 */
export function useAssign(store: DispatchStore) {
  const [busy, setBusy] = useState(false);

  const assign = useCallback(
    async ({ orderIds, driverId }: PendingAssignment): Promise<void> => {
      const view = store.getState().sync.view;
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
      if (failures.length > 0) {
        notify.error(
          failures.length === orderIds.length
            ? 'Nothing was changed'
            : 'Some orders were not changed',
          failures.join('\n'),
        );
      } else {
        const what = orderIds.length === 1 ? 'Order' : `${orderIds.length} orders`;
        notify.success(
          driverId === null
            ? `${orderIds.length === 1 ? 'Order' : 'Orders'} taken back`
            : `${what} assigned to ${view.drivers.get(driverId)?.name ?? 'the driver'}`,
        );
      }
      // The live messages move the map; a snapshot now makes sure of it.
      void store.resync();
    },
    [store],
  );

  return { assign, busy };
}
