import {
  MASTER_OFF_MESSAGE,
  MASTER_OFF_SHORT,
  ORDERING_STATUS_LOADING,
  SERVICE_UNAVAILABLE_LABEL,
  orderingBanner,
  serviceUnavailableMessage,
  type OrderingService,
} from '@shop/contracts';

/**
 * Dutch for the English sentences that have no code yet, keyed by the exact English text
 * (parametrised ones by pattern): the shared schemas' and the api's, the ordering switches'
 * banners, and the back office's notes that arrive as data (a refund or a resend that is
 * blocked, a zone's overlap, a QR sheet's line). The web's own sentences are Paraglide messages
 * in its locale modules (docs/decisions/0052), never here.
 * The api's error messages, the shared schemas' validation messages and the stored
 * notifications are said by their codes (nl-api.ts, nl-validation.ts, nl-notifications.ts),
 * never from here.
 */
const exact: Record<string, string> = {
  // Server and network
  'An error occurred': 'Er is een fout opgetreden',
  'Failed to fetch': 'Geen verbinding met de server',
  'Email address is already in use': 'Dit e-mailadres is al in gebruik',
  // Refunds in the back office
  'The shop has no settings row yet; run the seed first':
    'De shop heeft nog geen instellingen; voer eerst de seed uit',
  // Checkout, payment and the order pages (texts they share with their tests)
  'Failed to create payment intent': 'De betaling kon niet worden aangemaakt',
  'Failed to initialize payment': 'De betaling kon niet worden gestart',
  'Card element not found': 'Kaartveld niet gevonden',
  'Payment successful': 'Betaling gelukt',
  'Payment failed': 'Betaling mislukt',
  'Payment confirmation failed': 'Bevestigen van de betaling mislukt',
  'An error occurred with your payment': 'Er ging iets mis met je betaling',
  'An unexpected error occurred': 'Er is een onverwachte fout opgetreden',
  // Bar ordering and QR codes
  'QR Code Valid': 'QR-code geldig',
  'This delivery location is currently not available.':
    'Deze bezorglocatie is op dit moment niet beschikbaar.',
  "Sorry, we don't deliver to this location yet.": 'Sorry, we bezorgen nog niet op deze locatie.',
  // Merchandise
  'All Items': 'Alle artikelen',
  Hoodies: 'Hoodies',
  'T-Shirts': 'T-shirts',
  Sweatshirts: 'Sweatshirts',
  Accessories: 'Accessoires',
  // Ordering switches
  [MASTER_OFF_MESSAGE]:
    'We hebben het even heel druk! Online bestellen is op dit moment niet mogelijk. Kom later terug of neem rechtstreeks contact met ons op.',
  [MASTER_OFF_SHORT]: 'Online bestellen is tijdelijk uitgeschakeld',
  [SERVICE_UNAVAILABLE_LABEL]: 'Dienst niet beschikbaar',
  [ORDERING_STATUS_LOADING]: 'Beschikbaarheid laden...',

  // The driver portal (location-delivery-staff): its forms' checks and the api's answers
  'Not a driver account, or not approved by the restaurant yet':
    'Geen bezorgersaccount, of nog niet goedgekeurd door het restaurant',
  'Not approved by the restaurant yet': 'Nog niet goedgekeurd door het restaurant',
  'Go online to take jobs': 'Ga online om ritten aan te nemen',
  'No such offer for this driver': 'Deze aanbieding is niet voor jou',
  'No such order assigned to this driver': 'Deze bestelling is niet aan jou toegewezen',
  'The body is not a readable photo': 'Dit is geen leesbare foto',
  'Credit/Debit Card': 'Creditcard/betaalpas',
  'Cash on Delivery': 'Contant bij bezorging',

  // The back office: its login, staff accounts, page texts, reports and system pages
  'The password was changed and the account was signed out everywhere.':
    'Het wachtwoord is gewijzigd en het account is overal uitgelogd.',

  // The contact form (contracts) and the account (contracts and the api's answers)
  'Your password is not correct': 'Je wachtwoord klopt niet',
};

/** The roles the api names in its refusals, as the back office names them in Dutch. */
const ROLE: Record<string, string> = {
  admin: 'beheerder',
  staff: 'medewerker',
  customer: 'klant',
  driver: 'bezorger',
};

const SERVICE: Record<OrderingService, string> = {
  food: 'Eten bestellen en bezorgen',
  bar: 'Bestellen met de QR-code in de bar',
  merchandise: 'Merchandise bestellen',
};
const SERVICES = Object.keys(SERVICE) as OrderingService[];
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

// Every banner the ordering switches can produce, from the same function the English uses.
const ALL_OPEN = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};
const SWITCH = {
  food: 'foodOrderingEnabled',
  bar: 'barOrderingEnabled',
  merchandise: 'merchandiseOrderingEnabled',
} as const;
for (const service of SERVICES) {
  exact[serviceUnavailableMessage(service)] = `${SERVICE[service]} is tijdelijk niet mogelijk`;
  const banner = orderingBanner({ ...ALL_OPEN, [SWITCH[service]]: false }, service);
  if (banner) {
    exact[banner.message] =
      `${SERVICE[service]} is tijdelijk niet mogelijk. Onze andere diensten zijn gewoon beschikbaar.`;
  }
}
for (let mask = 1; mask < 8; mask++) {
  const off = SERVICES.filter((_, i) => mask & (1 << i));
  const closed = Object.fromEntries(off.map((s) => [SWITCH[s], false]));
  const banner = orderingBanner({ ...ALL_OPEN, ...closed }, 'all');
  const names = off.map((s, i) => (i === 0 ? SERVICE[s] : lowerFirst(SERVICE[s])));
  if (banner) {
    const list = new Intl.ListFormat('nl', { type: 'conjunction' }).format(names);
    exact[banner.message] = `${list} ${off.length === 1 ? 'is' : 'zijn'} tijdelijk niet mogelijk.`;
  }
}

const patterns: [RegExp, (...groups: string[]) => string][] = [
  // The back office's forms and answers (catalogue, places, zones, dispatch)
  [
    /^Overlaps the active zone "(.+)" \(about (\d+) % of this zone\)\. Addresses in the overlap get the fee and minimum order of "(.+)", the zone higher in the list\.$/,
    (other, percent, winner) =>
      `Overlapt met de actieve zone "${other}" (ongeveer ${percent} % van deze zone). Adressen in de overlap krijgen de bezorgkosten en het minimale bestelbedrag van "${winner}", de zone die hoger in de lijst staat.`,
  ],
  [
    /^Scan with your phone's camera to order for delivery in (.+)\.$/,
    (zone) => `Scan met de camera van je telefoon om te bestellen met bezorging in ${zone}.`,
  ],
  [
    /^Scan with your phone's camera to have your order delivered to (.+)\.$/,
    (place) =>
      `Scan met de camera van je telefoon om je bestelling te laten bezorgen bij ${place}.`,
  ],
  [
    /^Scan with your phone's camera to order here at (.+); collect it at the bar\.$/,
    (bar) =>
      `Scan met de camera van je telefoon om hier bij ${bar} te bestellen; haal het op aan de bar.`,
  ],
  [
    /^Order #(\d+) is picked up at the bar and needs no driver$/,
    (id) => `Bestelling #${id} wordt aan de bar opgehaald en heeft geen bezorger nodig`,
  ],
  [/^Order #(\d+) is not paid yet$/, (id) => `Bestelling #${id} is nog niet betaald`],
  [
    /^Order #(\d+) was paid (€ [\d.,]+); refund at most that$/,
    (id, amount) => `Voor bestelling #${id} is ${amount} betaald; betaal maximaal dat terug`,
  ],
  [
    /^(€ [\d.,]+) of order #(\d+) has already been refunded; an order is refunded once$/,
    (amount, id) =>
      `Van bestelling #${id} is al ${amount} terugbetaald; een bestelling wordt één keer terugbetaald`,
  ],
  [
    /^Order #(\d+) has left the kitchen; its driver can no longer change$/,
    (id) => `Bestelling #${id} heeft de keuken verlaten; de bezorger kan niet meer veranderen`,
  ],
  [
    /^Order #(\d+) was taken back from its driver meanwhile$/,
    (id) => `Bestelling #${id} is intussen teruggenomen van de bezorger`,
  ],
  [
    /^Order #(\d+) was assigned to another driver meanwhile$/,
    (id) => `Bestelling #${id} is intussen aan een andere bezorger toegewezen`,
  ],
  [/^(.+) is not approved yet$/, (name) => `${name} is nog niet goedgekeurd`],
  [/^(.+) is offline$/, (name) => `${name} is offline`],
  [/^(.+) already carries (\d+) orders$/, (name, n) => `${name} brengt al ${n} bestellingen`],
  [
    /^Great! Your address is within our delivery zone: (.+)$/,
    (zone) => `Top! Je adres ligt in ons bezorggebied: ${zone}`,
  ],
  [
    /^The minimum order for (.+) is (€ [\d.,]+)$/,
    (zone, amount) => `Het minimale bestelbedrag voor ${zone} is ${amount}`,
  ],
  [/^Error (\d+)$/, (status) => `Fout ${status}`],
  [
    /^You do not have admin privileges\. Your role: (\w+)$/,
    (role) => `Je hebt geen toegang tot de backoffice. Je rol: ${ROLE[role] ?? role}`,
  ],
  [
    /^The geocoder did not answer \((.*)\)\.$/,
    (reason) => `De geocoder gaf geen antwoord (${reason}).`,
  ],
];

export default function translate(message: string): string | undefined {
  const known = exact[message];
  if (known !== undefined) return known;
  for (const [pattern, render] of patterns) {
    const match = pattern.exec(message);
    if (match) return render(...match.slice(1));
  }
  return undefined;
}
