// The rules and texts of the ordering switches, without zod: the shop's pages read them at
// first paint (their schema is in ordering-status.schema.ts). The texts are said by code: the
// English is here, in the first load; the web says each code in Dutch from a module it loads
// with the Dutch texts (web/src/i18n/messages/nl-ordering.ts), so the first load carries no
// Dutch. The api's refusals of an order have their own codes (ordering_disabled, …), with the
// same English (a test keeps them equal).
import {
  say,
  type CodeOf,
  type ParamsOf,
  type PlainCodeOf,
  type TextCatalogue,
} from '../common/text-catalogue';
import type { OrderingStatus } from './ordering-status.schema';

export type OrderingService = 'food' | 'bar' | 'merchandise';
export type OrderingScope = OrderingService | 'all';

/** Each service's switch, in the order the texts name them. */
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

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What the ordering switches say on the shop's pages, by code. */
export const ORDERING_TEXTS = {
  loading: 'Loading service status...',
  /** A closed service's label (the cart, checkout). */
  unavailable: 'Service Unavailable',
  /** The master switch is off: the banner's title, and a closed service's sentence. */
  master_off: 'Online ordering is currently disabled',
  /** The master switch is off: the banner. */
  busy: 'We’re a bit busy right now! Online orders aren’t available at the moment — please come back later or contact us directly.',
  /** One service is off: the sentence the cart and checkout show. */
  service_off: (p: { service: OrderingService }) =>
    `${SERVICE_NAME[p.service]} is currently unavailable`,
  /** The banner of a page for one service that is off. */
  service_off_others_open: (p: { service: OrderingService }) =>
    `${SERVICE_NAME[p.service]} is currently unavailable. Our other services remain available.`,
  /** The banner of the 'all' scope: the services that are off, in the switches' order. */
  services_off: (p: { services: readonly OrderingService[] }) => {
    const names = p.services.map((s, i) =>
      i === 0 ? SERVICE_NAME[s] : lowerFirst(SERVICE_NAME[s]),
    );
    return `${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} currently unavailable.`;
  },
} satisfies TextCatalogue;

export type OrderingTextCode = CodeOf<typeof ORDERING_TEXTS>;
export type PlainOrderingTextCode = PlainCodeOf<typeof ORDERING_TEXTS>;
export type OrderingTextParams<C extends OrderingTextCode> = ParamsOf<typeof ORDERING_TEXTS, C>;

/** One of the switches' texts: its code, and the values of its text where it has them. */
export type OrderingText = {
  [C in OrderingTextCode]: C extends PlainOrderingTextCode
    ? { code: C }
    : { code: C; params: OrderingTextParams<C> };
}[OrderingTextCode];

/** The English of one of the switches' texts. */
export function orderingEnglish(text: OrderingText): string {
  return say(ORDERING_TEXTS, text.code, 'params' in text ? text.params : undefined);
}

/** Whether a service takes orders right now: the master switch and its own switch must be on. */
export function isServiceOpen(status: OrderingStatus, service: OrderingService): boolean {
  return status.masterEnabled && status[SWITCH[service]];
}

export interface OrderingBanner {
  severity: 'error' | 'warning';
  text: OrderingText;
}

/**
 * The banner a page shows for the ordering switches, or null when everything it covers is on.
 * A page scoped to one service mentions only that service; the 'all' scope joins the services.
 */
export function orderingBanner(
  status: OrderingStatus,
  scope: OrderingScope,
): OrderingBanner | null {
  if (!status.masterEnabled) return { severity: 'error', text: { code: 'busy' } };
  if (scope !== 'all') {
    if (status[SWITCH[scope]]) return null;
    return {
      severity: 'warning',
      text: { code: 'service_off_others_open', params: { service: scope } },
    };
  }
  const off = (Object.keys(SWITCH) as OrderingService[]).filter((s) => !status[SWITCH[s]]);
  if (off.length === 0) return null;
  return { severity: 'warning', text: { code: 'services_off', params: { services: off } } };
}
