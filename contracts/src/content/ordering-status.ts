// The rules and texts of the ordering switches, without zod: the shop's pages read them at
// first paint (their schema is in ordering-status.schema.ts).
import type { OrderingStatus } from './ordering-status.schema';

export type OrderingService = 'food' | 'bar' | 'merchandise';
export type OrderingScope = OrderingService | 'all';

const SWITCH: Record<OrderingService, keyof OrderingStatus> = {
  food: 'foodOrderingEnabled',
  bar: 'barOrderingEnabled',
  merchandise: 'merchandiseOrderingEnabled',
};

const SERVICE_NAME: Record<OrderingService, string> = {
  food: 'Food ordering and delivery',
  bar: 'Bar QR code ordering',
  merchandise: 'Merchandise ordering',
};

export const MASTER_OFF_MESSAGE =
  'We’re a bit busy right now! Online orders aren’t available at the moment — please come back later or contact us directly.';
export const MASTER_OFF_SHORT = 'Online ordering is currently disabled';
export const SERVICE_UNAVAILABLE_LABEL = 'Service Unavailable';
export const ORDERING_STATUS_LOADING = 'Loading service status...';

/** The short sentence for one service, as the cart and checkout show it. */
export function serviceUnavailableMessage(service: OrderingService): string {
  return `${SERVICE_NAME[service]} is currently unavailable`;
}

/** Whether a service takes orders right now: the master switch and its own switch must be on. */
export function isServiceOpen(status: OrderingStatus, service: OrderingService): boolean {
  return status.masterEnabled && status[SWITCH[service]];
}

export interface OrderingBanner {
  severity: 'error' | 'warning';
  message: string;
}

/**
 * The banner a page shows for the ordering switches, or null when everything it covers is on.
 * A page scoped to one service mentions only that service; the 'all' scope joins the services.
 */
export function orderingBanner(
  status: OrderingStatus,
  scope: OrderingScope,
): OrderingBanner | null {
  if (!status.masterEnabled) return { severity: 'error', message: MASTER_OFF_MESSAGE };
  if (scope !== 'all') {
    if (status[SWITCH[scope]]) return null;
    return {
      severity: 'warning',
      message: `${serviceUnavailableMessage(scope)}. Our other services remain available.`,
    };
  }
  const off = (Object.keys(SWITCH) as OrderingService[]).filter((s) => !status[SWITCH[s]]);
  if (off.length === 0) return null;
  const names = off.map((s, i) => (i === 0 ? SERVICE_NAME[s] : lowerFirst(SERVICE_NAME[s])));
  return {
    severity: 'warning',
    message: `${names.join(' and ')} ${off.length === 1 ? 'is' : 'are'} currently unavailable.`,
  };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
