import { useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/react';
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
  const { t } = useTranslation('admin');

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
            err instanceof Error ? localizeMessage(err.message) : t('dispatch.notAssigned', { id }),
          );
        }
      }
      setBusy(false);
      if (failures.length > 0) {
        notify.error(
          failures.length === orderIds.length
            ? t('dispatch.nothingChanged')
            : t('dispatch.someNotChanged'),
          failures.join('\n'),
        );
      } else {
        const one = orderIds.length === 1;
        const name = driverId === null ? '' : view.drivers.get(driverId)?.name;
        notify.success(
          driverId === null
            ? t(one ? 'dispatch.takenBackOne' : 'dispatch.takenBackMany')
            : t(one ? 'dispatch.assignedOne' : 'dispatch.assignedMany', {
                count: orderIds.length,
                name: name ?? t('dispatch.theDriver'),
              }),
        );
      }
      // The live messages move the map; a snapshot now makes sure of it.
      void store.resync();
    },
    [store, t],
  );

  return { assign, busy };
}
