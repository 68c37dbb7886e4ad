import {
  sayIn,
  type ORDERING_TEXTS,
  type OrderingService,
  type OrderingText,
  type Translated,
} from '@shop/contracts';

/**
 * The Dutch of what the ordering switches say, by code (contracts/src/content/ordering-status.ts,
 * `ORDERING_TEXTS`): a text, or a function of the services it names. Typed from the catalogue,
 * so a new code without its Dutch fails the typecheck. Loaded with the Dutch texts
 * (messages.ts), never in the first load, which holds only the English.
 */
export type DutchOrderingTexts = Translated<typeof ORDERING_TEXTS>;

const SERVICE: Record<OrderingService, string> = {
  food: 'Eten bestellen en bezorgen',
  bar: 'Bestellen met de QR-code in de bar',
  merchandise: 'Merchandise bestellen',
};
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const dutch: DutchOrderingTexts = {
  loading: 'Beschikbaarheid laden...',
  unavailable: 'Dienst niet beschikbaar',
  master_off: 'Online bestellen is tijdelijk uitgeschakeld',
  busy: 'We hebben het even heel druk! Online bestellen is op dit moment niet mogelijk. Kom later terug of neem rechtstreeks contact met ons op.',
  service_off: (p) => `${SERVICE[p.service]} is tijdelijk niet mogelijk`,
  service_off_others_open: (p) =>
    `${SERVICE[p.service]} is tijdelijk niet mogelijk. Onze andere diensten zijn gewoon beschikbaar.`,
  services_off: (p) => {
    const names = p.services.map((s, i) => (i === 0 ? SERVICE[s] : lowerFirst(SERVICE[s])));
    const list = new Intl.ListFormat('nl', { type: 'conjunction' }).format(names);
    return `${list} ${names.length === 1 ? 'is' : 'zijn'} tijdelijk niet mogelijk.`;
  },
};

export default dutch;

/** The Dutch of one of the switches' texts, written from its values. */
export function translateOrderingText(text: OrderingText): string | undefined {
  return sayIn(dutch, text.code, 'params' in text ? text.params : undefined);
}
