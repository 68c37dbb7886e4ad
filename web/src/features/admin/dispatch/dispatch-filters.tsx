import { useMemo, useState } from 'react';
import { Group, MultiSelect, Select, Switch } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import {
  DispatchDriverState,
  driverState,
  type DispatchMapDriver,
  type DispatchMapOrder,
  type DispatchView,
} from '@shop/contracts';
import type { MapZone } from '@/features/map';
import { zoneOf } from './zone-of';

/**
 * The screen's filters and what they let through. A driver belongs to a zone while they are in
 * it or carry an order to it; drivers off shift are hidden unless asked for.
 */
export function useDispatchFilters(zones: readonly MapZone[], view: DispatchView | null) {
  const { t } = useTranslation('admin');
  const [zoneFilter, setZoneFilter] = useState<string | null>(null);
  const [stateFilter, setStateFilter] = useState<string[]>([]);
  const [hideOffShift, setHideOffShift] = useState(true);

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

  const controls = (
    <Group gap="xs">
      <Select
        aria-label={t('dispatch.zone')}
        placeholder={t('dispatch.allZones')}
        clearable
        data={zones.map((z) => ({ value: String(z.id), label: z.name }))}
        value={zoneFilter}
        onChange={setZoneFilter}
        w={180}
      />
      <MultiSelect
        aria-label={t('dispatch.driverState')}
        placeholder={stateFilter.length ? undefined : t('dispatch.allStates')}
        data={DispatchDriverState.options.map((s) => ({
          value: s,
          label: t(`dispatch.driverStates.${s}`),
        }))}
        value={stateFilter}
        onChange={setStateFilter}
        w={240}
      />
      <Switch
        label={t('dispatch.hideOffShift')}
        checked={hideOffShift}
        onChange={(e) => setHideOffShift(e.currentTarget.checked)}
      />
    </Group>
  );

  return { visibleOrder, visibleDriver, controls };
}
