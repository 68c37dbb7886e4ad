import { DRIVER_STATE_NAMES } from './state-names';
import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useMemo, useState } from 'react';
import { Group, MultiSelect, Select, Switch } from '@mantine/core';
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
  useLanguage();
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
        aria-label={m.adminDispatch_zone()}
        placeholder={m.adminDispatch_allZones()}
        clearable
        data={zones.map((z) => ({ value: String(z.id), label: z.name }))}
        value={zoneFilter}
        onChange={setZoneFilter}
        w={180}
      />
      <MultiSelect
        aria-label={m.adminDispatch_driverState()}
        placeholder={stateFilter.length ? undefined : m.adminDispatch_allStates()}
        data={DispatchDriverState.options.map((s) => ({
          value: s,
          label: DRIVER_STATE_NAMES[s](),
        }))}
        value={stateFilter}
        onChange={setStateFilter}
        w={240}
      />
      <Switch
        label={m.adminDispatch_hideOffShift()}
        checked={hideOffShift}
        onChange={(e) => setHideOffShift(e.currentTarget.checked)}
      />
    </Group>
  );

  return { visibleOrder, visibleDriver, controls };
}
