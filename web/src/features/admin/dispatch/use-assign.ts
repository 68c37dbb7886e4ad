import { m } from '@/i18n/paraglide/messages';
import { useCallback, useState } from 'react';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';
import { assignOrder } from './api';
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
          await assignOrder(id, driverId, expectedDriverId);
        } catch (err) {
          failures.push(
            err instanceof Error
              ? localizeMessage(err.message)
              : m.adminDispatch_notAssigned({ id }),
          );
        }
      }
      setBusy(false);
      if (failures.length > 0) {
        notify.error(
          failures.length === orderIds.length
            ? m.adminDispatch_nothingChanged()
            : m.adminDispatch_someNotChanged(),
          failures.join('\n'),
        );
      } else {
        const one = orderIds.length === 1;
        const name = driverId === null ? '' : view.drivers.get(driverId)?.name;
        notify.success(
          driverId === null
            ? (one ? m.adminDispatch_takenBackOne : m.adminDispatch_takenBackMany)()
            : (one ? m.adminDispatch_assignedOne : m.adminDispatch_assignedMany)({
                count: orderIds.length,
                name: name ?? m.adminDispatch_theDriver(),
              }),
        );
      }
      // The live messages move the map; a snapshot now makes sure of it.
      void store.resync();
    },
    [store],
  );

  return { assign, busy };
}
