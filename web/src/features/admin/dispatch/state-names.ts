import type { DispatchDriverState, DispatchOrderState } from '@shop/contracts';
import { m } from '@/i18n/paraglide/messages';

/** A driver's state as the filters, the lists and the map name it. */
export const DRIVER_STATE_NAMES: Record<DispatchDriverState, () => string> = {
  idle: m.adminDispatch_driverStates_idle,
  offered: m.adminDispatch_driverStates_offered,
  'on-job': m.adminDispatch_driverStates_onJob,
  stale: m.adminDispatch_driverStates_stale,
  offline: m.adminDispatch_driverStates_offline,
};

/** An order's state on the dispatch screen. */
export const ORDER_STATE_NAMES: Record<DispatchOrderState, () => string> = {
  awaiting: m.adminDispatch_orderStates_awaiting,
  preparing: m.adminDispatch_orderStates_preparing,
  ready: m.adminDispatch_orderStates_ready,
  in_transit: m.adminDispatch_orderStates_in_transit,
};
