import {
  API_MESSAGES,
  FIELD_MESSAGE_CODES,
  formatEuros,
  sayIn,
  type ApiMessageCode,
  type MoveRefusal,
  type RefundRefusal,
  type Translated,
} from '@shop/contracts';

/**
 * The Dutch of every message the api sends in an error body, by its code
 * (contracts/src/errors/api-messages.ts): a text, or a function of the body's `params` where
 * the English has values. Typed from the catalogue, so a new code without its Dutch fails the
 * typecheck. Loaded with the Dutch texts (messages.ts), never in the first load.
 */
export type DutchApiMessages = Translated<typeof API_MESSAGES>;

/** The roles the api names in its refusals, as the back office names them in Dutch. */
const ROLE: Record<string, string> = {
  admin: 'beheerder',
  staff: 'medewerker',
  customer: 'klant',
  driver: 'bezorger',
};
const role = (name: string) => ROLE[name] ?? name;

const STATUS: Record<string, string> = {
  pending: 'In afwachting',
  preparing: 'In bereiding',
  ready: 'Klaar',
  in_transit: 'Onderweg',
  delivered: 'Bezorgd',
  cancelled: 'Geannuleerd',
};

const minutes = (n: number) => `${n} ${n === 1 ? 'minuut' : 'minuten'}`;

const MOVE_REFUSALS: Record<MoveRefusal, string> = {
  change_status: 'Alleen de keuken kan de status van een bestelling wijzigen',
  pay: 'Alleen een betaling kan een bestelling op betaald zetten',
  accept: 'Alleen de keuken kan een bestelling aannemen',
  ready: 'Alleen de keuken kan een bestelling op klaar zetten',
  'pick-up': 'Alleen de keuken of de bezorger van de bestelling kan een bestelling op weg sturen',
  deliver: 'Alleen de keuken of de bezorger van de bestelling kan een bestelling op bezorgd zetten',
  cancel: 'Alleen de keuken of de klant kan een bestelling annuleren',
  not_your_job: 'Deze bestelling is niet aan jou toegewezen',
  not_your_order: 'Je kunt alleen je eigen bestelling annuleren',
  bar_handover: 'Een barbestelling wordt aan de bar overhandigd',
};

const REFUND_REFUSALS: Record<
  RefundRefusal,
  (p: { order: number; amountCents: number; providerError: string }) => string
> = {
  refunded: (p) => `Bestelling #${p.order} is al terugbetaald`,
  refunded_once: (p) =>
    `Van bestelling #${p.order} is al ${formatEuros(p.amountCents / 100)} terugbetaald; een bestelling wordt één keer terugbetaald`,
  under_way: (p) => `Een terugbetaling van bestelling #${p.order} is al onderweg`,
  provider_refused: (p) =>
    `De betaalprovider heeft de terugbetaling van bestelling #${p.order} geweigerd (${p.providerError}); regel het met de provider`,
  not_paid: (p) => `Bestelling #${p.order} is niet betaald, dus er valt niets terug te betalen`,
  on_its_way: (p) =>
    `Bestelling #${p.order} is onderweg en kan niet meer worden geannuleerd; betaal terug zodra ze is bezorgd`,
  no_card_payment: (p) => `Er is geen kaartbetaling gevonden voor bestelling #${p.order}`,
};

const dutch: DutchApiMessages = {
  // Any route
  not_authenticated: 'Niet ingelogd',
  forbidden: 'Je hebt geen toestemming om dit te doen',
  role_required: (p) =>
    `Hiervoor is een van deze rollen nodig: ${p.roles.split(', ').map(role).join(', ')}. Je rol: ${role(p.role)}`,
  cross_site: 'Verzoek van een andere site geweigerd',
  not_found: 'Niet gevonden',
  no_such_endpoint: (p) => `Dit adres bestaat niet: ${p.method} ${p.path}`,
  invalid_data: 'Ongeldig verzoek',
  nul_character: (p) => `${p.field}: tekst mag geen NUL-tekens bevatten`,
  malformed_json: 'Het verzoek bevat ongeldige JSON',
  body_too_large: 'Het verzoek is te groot',
  unsupported_encoding: 'Deze codering wordt niet ondersteund',
  unsupported_charset: 'Deze tekenset wordt niet ondersteund',
  request_aborted: 'Het verzoek is afgebroken',
  bad_request: 'Ongeldig verzoek',
  headers_too_large: 'De headers of het adres van het verzoek zijn te groot',
  request_timeout: 'Het verzoek duurde te lang om aan te komen',
  malformed_request: 'Ongeldig HTTP-verzoek',
  database_unavailable: 'De winkel is even niet bereikbaar. Probeer het zo opnieuw.',
  server_error: 'Er ging bij ons iets mis. Probeer het opnieuw.',

  // Signing in and accounts
  bad_credentials: 'Onjuiste gebruikersnaam of onjuist wachtwoord',
  account_deactivated: 'Dit account is gedeactiveerd. Vraag het aan een beheerder.',
  not_admin: (p) => `Je hebt geen toegang tot de backoffice. Je rol: ${role(p.role)}`,
  username_taken: 'Deze gebruikersnaam is al in gebruik. Kies een andere gebruikersnaam.',
  email_taken: 'Dit e-mailadres is al geregistreerd. Gebruik een ander e-mailadres of log in.',
  too_many_attempts: (p) => `Te veel pogingen. Probeer het over ${minutes(p.minutes)} opnieuw.`,
  too_many_messages: (p) => `Te veel berichten. Probeer het over ${minutes(p.minutes)} opnieuw.`,
  account_not_found: 'Dit account bestaat niet',
  wrong_password: (p) =>
    p.wording === 'password' ? 'Je wachtwoord klopt niet' : 'Je huidige wachtwoord klopt niet',
  already_your_email: 'Dit is al je e-mailadres',
  link_invalid: 'Deze link is niet meer geldig. Vraag een nieuwe aan op je profielpagina.',
  account_closed_by_restaurant:
    'Accounts van medewerkers, beheerders en bezorgers worden door het restaurant gesloten. Vraag het een beheerder.',
  no_such_customer: 'Deze klant bestaat niet',
  image_missing: 'Kies een afbeelding om te uploaden',
  image_too_large: 'De afbeelding is groter dan 5 MB. Kies een kleinere.',
  image_unreadable:
    'Dit bestand is geen afbeelding die we kunnen lezen. Kies een JPEG-, PNG-, WebP- of GIF-afbeelding.',

  // Staff accounts
  staff_not_found: 'Geen medewerkers- of beheerdersaccount met dit id',
  last_admin:
    'Dit is het laatste actieve beheerdersaccount. Maak eerst een ander account beheerder voordat je dit account wijzigt.',
  self: 'Je kunt je eigen account niet deactiveren of degraderen.',
  staff_password_set: 'Het wachtwoord is gewijzigd en het account is overal uitgelogd.',

  // Addresses, zones and places
  address_not_found:
    'We konden je adres niet vinden. Controleer de spelling en probeer het opnieuw.',
  out_of_zone:
    'Buiten ons bezorggebied: sorry, we bezorgen op dit moment niet op dit adres. Probeer een ander adres of kom langs bij een van onze vestigingen.',
  address_point_mismatch:
    'Het adres komt niet overeen met de plek op de kaart. Controleer je adres.',
  geocoder_unavailable:
    'We konden je adres niet controleren. Probeer het opnieuw of kies een ander adres.',
  geocode_rate_limited: 'Te veel adressen opgezocht. Wacht een minuut en probeer het opnieuw.',
  geocoder_no_answer: (p) => `De geocoder gaf geen antwoord (${p.reason}).`,
  in_zone: (p) => `Top! Je adres ligt in ons bezorggebied: ${p.zone}`,
  qr_valid: 'QR-code geldig',
  location_unavailable: 'Deze bezorglocatie is op dit moment niet beschikbaar.',
  location_outside_zone: 'Sorry, we bezorgen nog niet op deze locatie.',
  location_details_not_found: 'De gegevens van dit adres konden niet worden opgezocht',
  qr_location_not_found: 'We konden de bezorglocatie van deze QR-code niet vinden.',
  custom_location_not_found: 'We konden deze eigen locatie niet vinden.',
  saved_address_not_found: 'We konden dit adres niet vinden.',
  too_many_addresses: (p) => `Je kunt maximaal ${p.max} adressen bewaren. Verwijder er eerst een.`,
  slug_taken: 'Deze slug is al in gebruik. Kies een andere slug.',
  zone_name_taken: 'Deze naam is al in gebruik. Kies een andere naam.',
  zone_shape: (p) =>
    p.problem === 'too_few_points'
      ? 'Een zone heeft minstens 3 verschillende hoekpunten nodig. Teken het gebied opnieuw.'
      : p.problem === 'no_area'
        ? 'De zone heeft geen oppervlakte: de hoeken liggen op één lijn. Teken het gebied opnieuw.'
        : 'De grens van de zone kruist zichzelf. Verplaats de hoeken zodat de grens niet kruist.',
  zone_overlap: (p) =>
    `Overlapt met de actieve zone "${p.zone}" (ongeveer ${p.percent} % van deze zone). Adressen in de overlap krijgen de bezorgkosten en het minimale bestelbedrag van "${p.winner}", de zone die hoger in de lijst staat.`,
  zone_not_found: 'Deze bezorgzone bestaat niet (meer).',
  location_not_found: 'Deze QR-locatie bestaat niet (meer).',
  bar_not_found: 'Deze bar bestaat niet (meer).',
  zone_in_use: (p) =>
    `"${p.name}" heeft bestellingen en kan daarom niet worden verwijderd. Zet het uit (inactief).`,
  bar_in_use: (p) =>
    `"${p.name}" heeft bestellingen en kan daarom niet worden verwijderd. Zet het uit (inactief).`,
  qr_scan_zone: (p) =>
    `Scan met de camera van je telefoon om te bestellen met bezorging in ${p.zone}.`,
  qr_scan_location: (p) =>
    `Scan met de camera van je telefoon om je bestelling te laten bezorgen bij ${p.place}.`,
  qr_scan_bar: (p) =>
    `Scan met de camera van je telefoon om hier bij ${p.bar} te bestellen; haal het op aan de bar.`,

  // Placing an order
  ordering_disabled: 'Online bestellen is tijdelijk uitgeschakeld',
  food_ordering_disabled: 'Eten bestellen en bezorgen is tijdelijk niet mogelijk',
  bar_ordering_disabled: 'Bestellen met de QR-code in de bar is tijdelijk niet mogelijk',
  merchandise_ordering_disabled: 'Merchandise bestellen is tijdelijk niet mogelijk',
  kitchen_full:
    'Onze keuken zit de komende minuten helemaal vol. Probeer het over een paar minuten opnieuw.',
  delivery_address_required: 'Vul een bezorgadres in',
  below_minimum_order: (p) =>
    `Het minimale bestelbedrag voor ${p.zone} is ${formatEuros(p.minimumOrderCents / 100)}`,
  items_unavailable: 'Sommige artikelen in je winkelwagen zijn niet meer beschikbaar',
  not_on_bar_menu: (p) => `${p.item} staat niet op de barkaart`,
  option_unavailable: (p) => `Deze optie is niet beschikbaar voor ${p.item}`,
  combo_incomplete: 'Maak al je keuzes om verder te gaan',
  combo_choice_unavailable: (p) =>
    `${p.kind === 'sandwich' ? 'Het broodje' : p.kind === 'drink' ? 'Het drankje' : 'De saus'} '${p.choice}' is niet beschikbaar voor ${p.item}`,
  idempotency_key_reused:
    'Deze sleutel is al gebruikt voor een andere bestelling. Gebruik een nieuwe sleutel voor een nieuwe bestelling.',
  contact_required: 'Vul je naam, e-mailadres en telefoonnummer in',

  // Reading and moving orders
  order_not_found: 'Bestelling niet gevonden',
  all_orders_staff_only: 'Alleen medewerkers kunnen alle bestellingen zien',
  not_allowed: (p) => MOVE_REFUSALS[p.move],
  invalid_transition: (p) => {
    const n = `Bestelling #${p.order}`;
    switch (p.reason) {
      case 'back_to_pending':
        return `${n} kan niet terug naar In afwachting`;
      case 'delivered':
        return `${n} is al bezorgd`;
      case 'cancelled':
        return `${n} is geannuleerd`;
      case 'already':
        return `${n} is al ${STATUS[p.status] ?? p.status}`;
      case 'on_its_way':
        return `${n} is onderweg en kan niet meer worden geannuleerd`;
    }
  },
  not_paid: (p) =>
    p.wording === 'move'
      ? `Bestelling #${p.order} is nog niet betaald`
      : `Bestelling #${p.order} is niet betaald en heeft dus nog geen factuur`,
  already_accepted: (p) => `Bestelling #${p.order} is al aangenomen`,
  prep_minutes_required: 'Kies een bereidingstijd van 10, 15, 20, 30 of 45 minuten',
  not_accepted: (p) => `Bestelling #${p.order} is nog niet aangenomen`,
  pickup_order: (p) =>
    p.wording === 'move'
      ? `Bestelling #${p.order} wordt aan de bar opgehaald, niet bezorgd`
      : `Bestelling #${p.order} wordt aan de bar opgehaald en heeft geen bezorger nodig`,
  not_ready: (p) => `Bestelling #${p.order} is nog niet klaar`,
  not_in_transit: (p) => `Bestelling #${p.order} is nog niet onderweg`,
  already_paid: (p) => `Bestelling #${p.order} is betaald; bel ons om haar te annuleren`,
  reason_required: 'Geef een reden voor de annulering',
  proof_required:
    'Vul de 4-cijferige code van de klant in, of maak een foto als de klant niet bereikbaar is',
  not_preparing: (p) =>
    p.accepted === 'no'
      ? `Bestelling #${p.order} is nog niet aangenomen`
      : `Bestelling #${p.order} wordt niet meer bereid`,
  order_finished: (p) =>
    `Bestelling #${p.order} is ${STATUS[p.status]?.toLowerCase() ?? p.status}: er valt niets meer te melden`,

  // Paying
  payment_owner_only: 'Alleen de klant die deze bestelling plaatste kan haar betalen',
  payments_unavailable: 'Betalen is op dit moment niet mogelijk. Probeer het zo opnieuw.',
  payment_key_conflict:
    'De betaling kon niet worden aangemaakt. Probeer het opnieuw of neem contact op met de klantenservice.',
  order_already_paid: 'Deze bestelling is al betaald',
  order_cancelled: 'Deze bestelling is geannuleerd',
  payment_not_found: 'Betaling niet gevonden',
  no_such_intent: 'Deze betaling bestaat niet',
  webhooks_not_used: 'Betalingen in testmodus gebruiken geen webhooks',
  missing_signature: 'De Stripe-Signature-header ontbreekt',
  invalid_signature: 'Ongeldige handtekening van de webhook',
  payment_succeeded: 'Betaling gelukt',
  payment_processing: 'Je betaling wordt verwerkt. We mailen je zodra die is bevestigd.',
  payment_needs_action: 'Je bank vraagt je deze betaling te bevestigen.',
  payment_canceled: 'Deze betaling is geannuleerd.',
  payment_failed: 'Betaling mislukt',
  payment_not_confirmed: 'Bevestigen van de betaling mislukt',

  // The back office: orders, refunds and invoices
  customer_not_found: 'Klant niet gevonden',
  refund_too_large: (p) =>
    `Voor bestelling #${p.order} is ${formatEuros(p.paidCents / 100)} betaald; betaal maximaal dat terug`,
  refund_refused: (p) => REFUND_REFUSALS[p.reason](p),
  no_email: (p) => `Bestelling #${p.order} heeft geen e-mailadres om de factuur naartoe te sturen`,
  invoice_resent_recently: (p) =>
    `De factuur is minder dan ${p.interval} minuten geleden opnieuw verstuurd; probeer het over ${minutes(p.minutes)} opnieuw`,
  invoice_resend_limit: (p) =>
    `De factuur van bestelling #${p.order} is de afgelopen 24 uur al ${p.max} keer opnieuw verstuurd; dat is het maximum`,

  // The back office: menu, categories, merchandise and photos
  menu_item_not_found: 'Menu-item niet gevonden',
  merchandise_not_found: 'Merchandise-artikel niet gevonden',
  category_not_found: 'Categorie niet gevonden',
  unknown_category: 'Kies een categorie',
  category_name_taken: 'Er bestaat al een categorie met deze naam',
  category_not_empty: (p) =>
    `Deze categorie bevat nog ${p.count} artikel(en), gearchiveerde meegeteld: verplaats ze eerst naar een andere categorie`,
  item_archived: 'Dit artikel is gearchiveerd: het kan niet meer te koop worden gezet',
  items_missing: 'Sommige van deze artikelen bestaan niet of zijn gearchiveerd',
  list_changed: 'De lijst is intussen veranderd: laad hem opnieuw en zet hem opnieuw op volgorde',
  photo_required: 'Kies een foto om te uploaden',
  not_an_image_type: 'Het bestand is geen JPEG-, PNG- of WebP-afbeelding',
  photo_file_too_large: 'De afbeelding is groter dan 5 MB',
  no_such_image: 'Deze afbeelding bestaat niet',

  // The back office: store settings
  no_settings: (p) =>
    p.wording === 'seed'
      ? 'De shop heeft nog geen instellingen; voer eerst de seed uit'
      : 'De instellingen van de winkel zijn nog niet ingesteld',
  until_in_past: 'Kies een tijd in de toekomst',
  switch_on: 'Deze schakelaar staat aan: alleen een pauze kan een einde hebben',

  // Drivers: accounts, the agreement, password resets
  not_a_driver: 'Dit account is geen bezorgersaccount',
  driver_not_found: 'Bezorger niet gevonden',
  driver_on_job: (p) =>
    `Deze bezorger is met een rit bezig. Wijs die opnieuw toe of wacht tot ze is bezorgd, en deactiveer dan. (bestelling #${p.order})`,
  agreement_changed:
    'De bezorgersovereenkomst is gewijzigd sinds deze pagina werd geopend. Laad de pagina opnieuw en lees de nieuwe versie.',
  reset_link_invalid:
    'Deze resetlink is niet geldig. Vraag een nieuwe link aan op de pagina Wachtwoord vergeten.',
  reset_link_used:
    'Deze resetlink is al gebruikt. Vraag een nieuwe link aan op de pagina Wachtwoord vergeten.',
  reset_link_expired:
    'Deze resetlink is verlopen: links werken een uur. Vraag een nieuwe link aan op de pagina Wachtwoord vergeten.',

  // Drivers: shifts, offers, deliveries; dispatch
  driver_awaiting_approval:
    'Je account wacht op goedkeuring door het restaurant. Je krijgt ritten zodra het actief is.',
  offer_not_found: 'Aanbieding niet gevonden',
  offer_gone: 'Deze aanbieding staat niet meer open',
  wrong_code: 'Die code klopt niet. Vraag de klant om de 4-cijferige code op de volgpagina.',
  too_many_codes:
    'Te veel verkeerde codes voor deze bestelling. Probeer het over 15 minuten opnieuw, of kies "Klant niet bereikbaar".',
  photo_missing: 'Voeg de foto van de bezorging toe',
  photo_too_large: 'De foto is groter dan 8 MB. Maak hem opnieuw in een lagere resolutie.',
  photo_unreadable: 'Dit bestand is geen foto die we kunnen lezen. Maak de foto opnieuw.',
  no_delivery_photo: 'Deze bestelling heeft geen bezorgfoto',
  not_assignable: (p) =>
    p.reason === 'not_paid'
      ? `Bestelling #${p.order} is nog niet betaald`
      : `Bestelling #${p.order} heeft de keuken verlaten; de bezorger kan niet meer veranderen`,
  driver_changed: (p) =>
    p.change === 'taken_back'
      ? `Bestelling #${p.order} is intussen teruggenomen van de bezorger`
      : `Bestelling #${p.order} is intussen aan een andere bezorger toegewezen`,
  driver_inactive: (p) => `${p.driver} is nog niet goedgekeurd`,
  driver_offline: (p) => `${p.driver} is offline`,
  driver_full: (p) => `${p.driver} brengt al ${p.max} bestellingen`,

  // Notifications and Web Push
  notification_not_found: 'Melding niet gevonden',
  push_off: 'Deze winkel verstuurt geen pushmeldingen',
  push_subscription_not_found: 'Je hebt geen pushabonnement met dit adres',
  unknown_push_service: (p) =>
    `Het adres van het abonnement hoort niet bij een pushdienst waar deze winkel naar verstuurt (${p.host})`,
  invalid_push_key: 'p256dh is geen openbare P-256-sleutel',
};

export default dutch;

const BY_TEXT: readonly string[] = FIELD_MESSAGE_CODES;

/**
 * The Dutch of an error body's code, written from its params; undefined for a body without a
 * known code, and for the codes whose message is a shared schema's own words (those are said by
 * the code of the field's message, in `fieldIssues`: messages.ts).
 */
export function translateApiMessage(code: unknown, params: unknown): string | undefined {
  if (typeof code === 'string' && BY_TEXT.includes(code)) return undefined;
  return sayIn(dutch, code, params);
}

let codeByText: Map<string, ApiMessageCode> | null = null;

/**
 * The Dutch of one of the api's sentences that a page holds as text rather than as a body (the
 * web's copy of a refusal, a constant of the contracts): its English leads back to its code
 * through the api's catalogue. Only the texts without values; undefined for any other text.
 */
export function translateApiText(message: string): string | undefined {
  if (!codeByText) {
    codeByText = new Map();
    for (const [code, text] of Object.entries(API_MESSAGES)) {
      if (typeof text === 'string' && !codeByText.has(text)) {
        codeByText.set(text, code as ApiMessageCode);
      }
    }
  }
  const code = codeByText.get(message);
  return code && translateApiMessage(code, undefined);
}
