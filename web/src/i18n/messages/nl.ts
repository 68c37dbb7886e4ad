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
 * (parametrised ones by pattern): the web's own sentences that are not in its locale modules
 * (they move with the texts to Paraglide, docs/decisions/0052), the ordering switches'
 * banners, and the back office's notes that arrive as data (a refund or a resend that is
 * blocked, a zone's overlap, a QR sheet's line).
 * The api's error messages, the shared schemas' validation messages and the stored
 * notifications are said by their codes (nl-api.ts, nl-validation.ts, nl-notifications.ts),
 * never from here.
 */
const exact: Record<string, string> = {
  // Server and network
  'Could not log in. Please try again.': 'Inloggen is niet gelukt. Probeer het opnieuw.',
  'Could not create account. Please try again.':
    'Je account kon niet worden aangemaakt. Probeer het opnieuw.',
  'Registration failed. Please try again.': 'Registreren is mislukt. Probeer het opnieuw.',
  'Could not log out. Please try again.': 'Uitloggen is niet gelukt. Probeer het opnieuw.',
  'An error occurred': 'Er is een fout opgetreden',
  'Failed to fetch': 'Geen verbinding met de server',
  'Username or password not recognized. Please try again.':
    'Gebruikersnaam of wachtwoord niet herkend. Probeer het opnieuw.',
  'Email address is already in use': 'Dit e-mailadres is al in gebruik',
  'Could not determine the coordinates for this address. Please check the address and try again.':
    'We konden de locatie van dit adres niet bepalen. Controleer het adres en probeer het opnieuw.',
  'No coordinates found for this address. Please try a different address.':
    'Geen locatie gevonden voor dit adres. Probeer een ander adres.',
  'Invalid coordinates for this address. Please try again with a different format.':
    'Ongeldige locatie voor dit adres. Probeer het opnieuw in een andere schrijfwijze.',
  'An error occurred during address validation. Please try again.':
    'Er ging iets mis bij het controleren van je adres. Probeer het opnieuw.',
  'Location access was denied. Please enable location services.':
    'Toegang tot je locatie is geweigerd. Zet locatievoorzieningen aan.',
  'Location information is unavailable. Please try again.':
    'Je locatie is niet beschikbaar. Probeer het opnieuw.',
  'Location request timed out. Please try again.':
    'Het bepalen van je locatie duurde te lang. Probeer het opnieuw.',
  'Please enter your address manually': 'Vul je adres handmatig in',
  // The back office: menu, categories, merchandise and photos
  'The photo could not be uploaded': 'De foto kon niet worden geüpload',
  // The back office: QR locations, bars and zones
  'The map cannot be shown on this device. Type the border corners in the form instead.':
    'De kaart kan op dit apparaat niet worden getoond. Typ de hoeken van de grens in het formulier.',
  // The back office: store settings
  // The legal details on the invoices (Store settings)
  'Use at most 120 characters': 'Gebruik maximaal 120 tekens',
  'Use at most 80 characters': 'Gebruik maximaal 80 tekens',
  // Refunds in the back office
  'The shop has no settings row yet; run the seed first':
    'De shop heeft nog geen instellingen; voer eerst de seed uit',
  // The back office: the dispatch map and assigning drivers
  'The dispatch map could not load': 'De kaart van de ritplanning kon niet worden geladen',

  // The delivery location pages
  'Address Validated': 'Adres gecontroleerd',
  'Location confirmed': 'Locatie bevestigd',
  'Address Required': 'Adres nodig',
  'Please enter an address to check if we deliver there.':
    'Vul een adres in om te checken of we daar bezorgen.',
  'Address required': 'Adres nodig',
  'Please enter an address to validate': 'Vul een adres in om te controleren',
  'Street Required': 'Straat nodig',
  'Please type your street and house number so we know where to deliver.':
    'Typ je straat en huisnummer, dan weten we waar we moeten bezorgen.',
  'Failed to geocode address': 'Het adres kon niet worden gevonden',
  'Failed to validate location': 'De locatie kon niet worden gecontroleerd',
  'Failed to get address': 'Het adres kon niet worden opgezocht',
  'No coordinates found for this address': 'Geen locatie gevonden voor dit adres',
  'Invalid coordinates received from geocoding service':
    'Ongeldige locatie ontvangen van de adreszoekdienst',
  'Server returned non-JSON response': 'De server gaf een onleesbaar antwoord',
  'Server returned HTML instead of JSON': 'De server gaf een onleesbaar antwoord',
  'Failed to parse server response': 'Het antwoord van de server kon niet worden gelezen',
  'This address is outside our delivery zone': 'Dit adres ligt buiten ons bezorggebied',
  // Checkout, payment and the order pages (texts they share with their tests)
  'Valid Address Required': 'Geldig adres nodig',
  'Please select a valid delivery address before continuing.':
    'Kies eerst een geldig bezorgadres om verder te gaan.',
  'There was a problem saving your location': 'Je locatie kon niet worden opgeslagen',
  'Send invoice to my e-mail': 'Stuur de factuur naar mijn e-mailadres',
  'Merchandise is ordered through the merchandise checkout. Remove it from your cart to order your food.':
    'Merchandise bestel je via de merchandise-kassa. Haal het uit je winkelwagen om je eten te bestellen.',
  'Sign in to use your saved addresses': 'Log in om je opgeslagen adressen te gebruiken',
  'Order failed': 'Bestellen mislukt',
  'Your choices changed. Continue to pay for the updated order.':
    'Je keuzes zijn veranderd. Ga verder om de bijgewerkte bestelling te betalen.',
  'Checking the delivery zone…': 'Bezorggebied controleren…',
  'The address you checked': 'Het adres dat je hebt gecontroleerd',
  'Your current location': 'Je huidige locatie',
  "Sorry, we don't deliver to your current location. Please try a different address.":
    'Sorry, we bezorgen niet op je huidige locatie. Probeer een ander adres.',
  'Unable to get your location. Please enter your address manually.':
    'We konden je locatie niet bepalen. Vul je adres zelf in.',
  'Maximum attempts reached': 'Maximaal aantal pogingen bereikt',
  'Failed to create payment intent': 'De betaling kon niet worden aangemaakt',
  'Failed to initialize payment': 'De betaling kon niet worden gestart',
  'Card element not found': 'Kaartveld niet gevonden',
  'Payment successful': 'Betaling gelukt',
  'Payment failed': 'Betaling mislukt',
  'Payment confirmation failed': 'Bevestigen van de betaling mislukt',
  'An error occurred with your payment': 'Er ging iets mis met je betaling',
  'An unexpected error occurred': 'Er is een onverwachte fout opgetreden',
  'Your card’s expiration date is incomplete.': 'De vervaldatum van je kaart is niet compleet.',
  'Error loading order details': 'Fout bij het laden van je bestelling',
  'Unable to load your order information. Please check your email for confirmation.':
    'We konden je bestelling niet laden. Kijk in je e-mail voor de bevestiging.',
  'Map unavailable': 'Kaart niet beschikbaar',
  'Loading map': 'Kaart laden',
  'The map cannot be shown on this device. You can still check your address in the Address tab.':
    'De kaart kan op dit apparaat niet worden getoond. Je kunt je adres nog controleren op het tabblad Adres.',
  'The map cannot be shown on this device. The timeline tells you where your order is.':
    'De kaart kan op dit apparaat niet worden getoond. De tijdlijn laat zien waar je bestelling is.',
  'Reorder failed': 'Opnieuw bestellen mislukt',
  'The menu could not be loaded. Please try again.':
    'Het menu kon niet worden geladen. Probeer het opnieuw.',
  // Bar ordering and QR codes
  'Scan the QR code at your bar to order for pickup there.':
    'Scan de QR-code in je bar om daar te bestellen en op te halen.',
  'No items on the bar menu at the moment.': 'Er staat op dit moment niets op de barkaart.',
  'Location Not Found': 'Locatie niet gevonden',
  'Location Unavailable': 'Locatie niet beschikbaar',
  'Outside Delivery Zone': 'Buiten het bezorggebied',
  'Invalid QR Code': 'Ongeldige QR-code',
  'Custom Location Set': 'Eigen locatie ingesteld',
  'Location Set': 'Locatie ingesteld',
  Error: 'Fout',
  'Failed to verify QR code': 'De QR-code kon niet worden gecontroleerd',
  'QR Code Valid': 'QR-code geldig',
  'This delivery location is currently not available.':
    'Deze bezorglocatie is op dit moment niet beschikbaar.',
  "Sorry, we don't deliver to this location yet.": 'Sorry, we bezorgen nog niet op deze locatie.',
  'This QR code does not contain valid location information.':
    'Deze QR-code bevat geen geldige locatiegegevens.',
  'QR code scanner is not available on this device or browser':
    'De QR-scanner werkt niet op dit apparaat of in deze browser',
  'Camera access denied. Please allow camera access and try again.':
    'Geen toegang tot de camera. Geef toegang tot de camera en probeer het opnieuw.',
  // Merchandise
  'All Items': 'Alle artikelen',
  Hoodies: 'Hoodies',
  'T-Shirts': 'T-shirts',
  Sweatshirts: 'Sweatshirts',
  Accessories: 'Accessoires',
  'Failed to load merchandise. Please try again later.':
    'De merchandise kon niet worden geladen. Probeer het later opnieuw.',
  'No merchandise items available at the moment. Check back soon!':
    'Er is op dit moment geen merchandise beschikbaar. Kom snel terug!',
  'Missing information: Please fill in all required shipping details.':
    'Gegevens ontbreken: vul alle verplichte verzendgegevens in.',
  'Order placed successfully! You will receive a confirmation email shortly.':
    'Je bestelling is geplaatst! Je krijgt zo een bevestiging per e-mail.',
  'No order ID found': 'Geen bestelnummer gevonden',
  'Failed to load order details': 'Je bestelling kon niet worden geladen',
  'Please try again or contact customer support.':
    'Probeer het opnieuw of neem contact op met de klantenservice.',
  'Please try again.': 'Probeer het opnieuw.',
  // Ordering switches
  [MASTER_OFF_MESSAGE]:
    'We hebben het even heel druk! Online bestellen is op dit moment niet mogelijk. Kom later terug of neem rechtstreeks contact met ons op.',
  [MASTER_OFF_SHORT]: 'Online bestellen is tijdelijk uitgeschakeld',
  [SERVICE_UNAVAILABLE_LABEL]: 'Dienst niet beschikbaar',
  [ORDERING_STATUS_LOADING]: 'Beschikbaarheid laden...',

  // The driver portal (location-delivery-staff): its forms' checks and the api's answers
  'The passwords do not match': 'De wachtwoorden komen niet overeen',
  'Invalid credentials': 'Gebruikersnaam of wachtwoord klopt niet',
  'Something went wrong': 'Er ging iets mis',
  'Could not create your account': 'Je account kon niet worden aangemaakt',
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
  'Something went wrong. Please try again.': 'Er ging iets mis. Probeer het opnieuw.',
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
    /^Line (\d+): write longitude, latitude, e\.g\. 4\.9041, 52\.3676$/,
    (n) => `Regel ${n}: schrijf lengtegraad, breedtegraad, bijv. 4.9041, 52.3676`,
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
  [/^Delivering to (.+)$/, (place) => `We bezorgen op ${place}`],
  [/^Could not start scanner: (.*)$/, (reason) => `De scanner kon niet starten: ${reason}`],
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
