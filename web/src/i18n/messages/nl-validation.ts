import {
  sayIn,
  validationCodeOf,
  type NamedField,
  type Translated,
  type VALIDATION_MESSAGES,
  type ZoneAmount,
} from '@shop/contracts';

/**
 * The Dutch of every validation message of the shared schemas, by its code
 * (contracts/src/errors/validation-messages.ts): a text, or a function of the message's values
 * where the English has them. Typed from the catalogue, so a new code without its Dutch fails
 * the typecheck. Loaded with the Dutch texts (messages.ts), never in the first load.
 */
export type DutchValidationMessages = Translated<typeof VALIDATION_MESSAGES>;

/** A field as the back office's checks name it: what to fill in, and its subject. */
const FIELD: Record<NamedField, { fill: string; subject: string }> = {
  name: { fill: 'een naam', subject: 'De naam' },
  option_name: { fill: 'een naam voor de optie', subject: 'De naam van de optie' },
  option_value: { fill: 'een waarde voor de optie', subject: 'De waarde van de optie' },
  tag: { fill: 'een tag', subject: 'Een tag' },
  drink: { fill: 'een drankje', subject: 'Een drankje' },
  address: { fill: 'een adres', subject: 'Het adres' },
};

const AMOUNT: Record<ZoneAmount, string> = {
  delivery_fee: 'bezorgkosten',
  minimum_order: 'minimale bestelling',
};

export const dutchValidationMessages: DutchValidationMessages = {
  invalid_value: 'Deze waarde klopt niet',

  // Accounts, signing in and profiles
  username_required: 'Vul een gebruikersnaam in',
  username_too_short: 'Je gebruikersnaam moet minstens 3 tekens hebben',
  username_too_long: 'Je gebruikersnaam mag maximaal 50 tekens hebben',
  login_name_too_long: 'Je gebruikersnaam mag maximaal 254 tekens hebben',
  username_characters: 'Je gebruikersnaam mag geen < of > of onzichtbare tekens bevatten',
  password_too_short: 'Je wachtwoord moet minstens 6 tekens hebben',
  password_too_long: 'Je wachtwoord mag maximaal 128 tekens hebben',
  staff_password_too_short: 'Het wachtwoord moet minstens 8 tekens hebben',
  current_password_required: 'Vul je huidige wachtwoord in',
  passwords_do_not_match: 'De wachtwoorden komen niet overeen',
  email_invalid: 'Vul een geldig e-mailadres in',
  phone_invalid: 'Vul een geldig telefoonnummer in',
  phone_too_long: 'Je telefoonnummer mag maximaal 30 tekens hebben',
  full_name_required: 'Vul je volledige naam in',
  full_name_too_short: 'Je volledige naam moet minstens 2 tekens hebben',
  full_name_too_long: 'Je volledige naam mag maximaal 100 tekens hebben',
  full_name_characters: 'Je volledige naam mag geen < of > of onzichtbare tekens bevatten',
  link_incomplete: 'De link is onvolledig',
  confirm_erasure: 'Bevestig het wissen met confirm: true',

  // Addresses, the address check and QR codes
  invalid_coordinates: 'Ongeldige coördinaten',
  latitude_required: 'Vul een breedtegraad in',
  latitude_range: 'De breedtegraad ligt tussen -90 en 90',
  longitude_required: 'Vul een lengtegraad in',
  longitude_range: 'De lengtegraad ligt tussen -180 en 180',
  street_required: 'Vul je straat en huisnummer in',
  street_too_long: 'Je straat en huisnummer zijn te lang',
  city_required: 'Vul je woonplaats in',
  city_too_long: 'Je woonplaats is te lang',
  zip_code_required: 'Vul je postcode in',
  zip_code_too_long: 'Je postcode is te lang',
  postal_code_required: 'Vul je postcode in',
  country_required: 'Kies een land',
  country_too_long: 'De naam van het land is te lang',
  address_label_required: 'Kies een label voor het adres',
  address_to_check_required: 'Vul een adres in',
  address_to_check_too_long: 'Dat adres is te lang',
  qr_code_invalid: 'Deze QR-code is niet geldig voor bezorging',

  // Placing an order
  cart_empty: 'Je winkelwagen is leeg',
  too_many_lines: 'Maximaal 50 regels per bestelling',
  quantity_range: 'Het aantal is een getal van 1 tot en met 50',
  too_many_item_options: 'Maximaal 20 opties per artikel',
  combo_selections: 'Kies bij een combo een broodje, een drankje en een saus',
  scheduled_for: 'Kies wanneer we bezorgen: asap, 30min, 1h of 2h',
  order_type: "Het soort bestelling is 'normal' of 'bar'",
  bar_slug_required: 'Een barbestelling noemt de bar waar ze wordt geplaatst (barSlug)',
  payment_method: 'We accepteren betalingen met een kaart, iDEAL | Wero en Bancontact',
  send_invoice_flag: 'sendInvoice is true of false',
  notes_not_text: 'Opmerkingen moeten tekst zijn',
  notes_too_long: 'Opmerkingen mogen maximaal 500 tekens hebben',
  order_scope: "scope is 'mine' of 'all'",
  shipping_country: 'We verzenden naar Nederland, België, Duitsland en Frankrijk',
  idempotency_key_length: 'De idempotency key heeft 1 tot 255 tekens',
  idempotency_key_characters: 'De idempotency key bevat alleen afdrukbare ASCII-tekens',

  // Orders, the kitchen and tracking
  order_id_invalid: 'Ongeldig bestelnummer',
  unknown_status: (p) => `Onbekende status. Gebruik een van: ${p.options}`,
  add_minutes: 'Tel er 5 of 10 minuten bij op',
  reason_too_long: 'De reden mag maximaal 300 tekens hebben',
  kitchen_ids: 'Bestelnummers, gescheiden door komma’s',
  kitchen_ids_too_many: (p) => `Maximaal ${p.max} bestellingen tegelijk`,
  tracking_link_invalid: 'Ongeldige volglink',
  notification_id_invalid: 'Geen geldig id van een melding',

  // Paying
  return_path_too_long: 'Het terugkeeradres is te lang',
  return_url_path:
    'Het terugkeeradres moet een pad van deze winkel zijn, bijvoorbeeld /order/success',
  return_url_required: 'Voor een betaalmethode via de bank is een terugkeeradres nodig',
  payment_order_id_not_a_number: 'Het bestelnummer moet een getal zijn',
  payment_order_id_too_small: 'Het bestelnummer is minstens 1',
  payment_intent_required: 'paymentIntentId is verplicht',
  card_number_incomplete: 'Je kaartnummer is onvolledig.',
  card_expiry_invalid: 'De vervaldatum van je kaart is ongeldig.',
  card_cvc_incomplete: 'De beveiligingscode van je kaart is onvolledig.',
  test_order_id_not_a_number: 'Het bestelnummer moet een getal zijn',
  test_order_id_too_small: 'Het bestelnummer is minstens 1',
  test_amount_not_a_number: 'Het bedrag moet een getal zijn',
  test_amount_too_small: 'Het bedrag is minstens € 0,50',

  // The contact form
  first_name_required: 'Vul je voornaam in',
  first_name_too_long: 'Je voornaam is te lang',
  last_name_required: 'Vul je achternaam in',
  last_name_too_long: 'Je achternaam is te lang',
  contact_phone_too_long: 'Je telefoonnummer is te lang',
  message_too_short: 'Schrijf een bericht van minstens 10 tekens',
  message_too_long: 'Je bericht is te lang (maximaal 5000 tekens)',

  // Web Push
  push_endpoint: 'Een pushabonnement heeft het https-adres van een pushdienst nodig',
  push_endpoint_too_long: 'Het adres van een pushdienst heeft maximaal 2048 tekens',
  push_p256dh: 'p256dh moet een openbare P-256-sleutel zijn, 65 bytes in base64url',
  push_auth: 'auth moet 16 bytes in base64url zijn',
  subscription_id_invalid: 'Ongeldig id van een abonnement',

  // Drivers: accounts, the agreement, jobs
  driver_password_too_long: 'Je wachtwoord mag maximaal 128 tekens hebben',
  driver_current_password_required: 'Vul je huidige wachtwoord in',
  reset_link_incomplete: 'Deze resetlink is onvolledig',
  driver_phone_characters: 'Een telefoonnummer bevat alleen cijfers, spaties, +, - en haakjes',
  licence_plate_characters: 'Het kenteken mag geen < of > of onzichtbare tekens bevatten',
  agreement_required: 'Je moet akkoord gaan met de bezorgersovereenkomst',
  sign_name_required: 'Typ je volledige naam om te ondertekenen',
  signature_name_required: 'Typ je volledige naam',
  signature_empty: 'Zet je handtekening in het tekenvak',
  signature_too_many_points: (p) => `Een handtekening heeft maximaal ${p.max} punten`,
  signature_too_many_strokes: (p) => `Een handtekening heeft maximaal ${p.max} lijnen`,
  signature_outside_box: 'De handtekening valt buiten het vak',
  too_many_checkboxes: 'Te veel vinkjes bij de overeenkomst',
  // The agreement is signed in English, so its checkbox is quoted as it reads.
  tick_checkbox: (p) => `Vink aan: ${p.label}`,
  online_flag: 'Geef aan of je online bent: true of false',
  offer_id_invalid: 'Ongeldig id van een aanbieding',
  delivery_code: 'Vul de 4-cijferige code in die de klant je geeft',
  driver_required: 'Kies een bezorger',
  auto_offer_flag: 'Geef aan of klaarstaande bestellingen worden aangeboden: true of false',

  // The back office: lists, filters and pages
  page_not_a_number: 'De pagina moet een getal zijn',
  page_not_whole: 'De pagina moet een heel getal zijn',
  page_too_small: 'Pagina’s beginnen bij 1',
  page_too_large: 'Deze pagina bestaat niet',
  page_size_not_a_number: 'Het aantal rijen moet een getal zijn',
  page_size_not_whole: 'Het aantal rijen moet een heel getal zijn',
  page_size_too_small: 'Toon minstens 10 rijen',
  page_size_too_large: 'Toon maximaal 100 rijen',
  query_page_not_a_number: 'page moet een getal zijn',
  query_page_not_whole: 'page moet een heel getal zijn',
  query_page_too_small: 'page is minstens 1',
  query_page_size_not_a_number: 'pageSize moet een getal zijn',
  query_page_size_not_whole: 'pageSize moet een heel getal zijn',
  query_page_size_too_small: 'pageSize is minstens 1',
  query_page_size_too_large: 'pageSize is maximaal 100',
  search_too_long: 'De zoekterm is te lang',
  unknown_sort_column: 'Onbekende kolom om op te sorteren',
  sort_direction: 'Sorteer asc of desc',
  dir_asc_or_desc: 'dir is asc of desc',
  flag_true_or_false: (p) => `${p.name} is true of false`,
  start_after_end: 'De begindatum ligt na de einddatum',
  order_kind: 'Kies bezorging, afhalen of bar',
  bar_required: 'Kies een bar',
  invalid_id: 'Ongeldig id',
  nothing_to_change: 'Er is niets te wijzigen',

  // The back office: refunds and test orders
  refund_reason_required: 'Geef een reden voor de terugbetaling',
  amount_required: 'Vul een bedrag in',
  whole_cents: 'Gebruik hele centen',
  refund_amount_positive: 'Vul een bedrag boven € 0,00 in',
  test_status: (p) => `Kies een van: ${p.options}`,

  // The back office: menu, categories, merchandise and photos
  field_required: (p) => `Vul ${FIELD[p.field].fill} in`,
  field_too_long: (p) => `${FIELD[p.field].subject} mag maximaal ${p.max} tekens hebben`,
  image_address_too_long: 'Het adres van de afbeelding is te lang',
  image_address_format: 'Upload een foto of geef een https-adres op',
  category_id_invalid: 'categoryId moet het id van een categorie zijn',
  category_required: 'Kies een categorie',
  description_too_long: 'De omschrijving mag maximaal 2000 tekens hebben',
  nutrition_too_long: 'De voedingswaarde is te lang',
  tebi_id_too_long: 'Het Tebi-id is te lang',
  prep_time_not_a_number: 'Vul bij bereidingstijd een getal in',
  prep_time_not_whole: 'Vul de bereidingstijd in hele minuten in',
  prep_time_negative: 'De bereidingstijd kan niet negatief zijn',
  prep_time_too_long: 'De bereidingstijd is maximaal 240 minuten',
  quantity_per_order_not_a_number: 'Vul bij stuks per portie een getal in',
  quantity_per_order_not_whole: 'Vul bij stuks per portie een heel getal in',
  quantity_per_order_too_small: 'Stuks per portie is minstens 1',
  quantity_per_order_too_large: 'Stuks per portie is maximaal 100',
  too_many_tags: 'Maximaal 20 tags',
  vat_rate: 'Het btw-tarief is 9 % of 21 %',
  too_many_options: 'Maximaal 50 opties',
  choose_items: 'Kies minstens één artikel',
  nothing_to_order: 'Er is niets om op volgorde te zetten',
  duplicate_id: 'Een id komt twee keer voor',
  price_not_a_number: 'Vul bij prijs een getal in',
  price_negative: 'De prijs kan niet negatief zijn',
  price_too_high: (p) => `De prijs is maximaal ${p.max} euro`,
  price_decimals: 'De prijs heeft maximaal 2 decimalen',

  // The back office: zones, QR locations and bars
  at_most_characters: (p) => `Maximaal ${p.max} tekens`,
  slug_required: 'Vul een slug in',
  slug_format: 'Gebruik kleine letters, cijfers en enkele streepjes, bijv. ndsm-terrace',
  zone_not_drawn: 'Teken de zone op de kaart',
  zone_too_many_corners: 'Een zone heeft maximaal 2000 hoeken',
  zone_too_many_rings: 'Maximaal 20 ringen',
  amount_not_a_number: (p) => `Vul bij ${AMOUNT[p.amount]} een getal in`,
  amount_not_whole_cents: (p) => `Vul bij ${AMOUNT[p.amount]} hele centen in`,
  amount_negative: (p) => `Vul bij ${AMOUNT[p.amount]} geen negatief bedrag in`,
  amount_too_high: (p) => `Vul bij ${AMOUNT[p.amount]} maximaal € ${p.maxCents / 100} in`,
  commission_not_a_number: 'Vul bij commissie een getal in',
  commission_negative: 'De commissie kan niet negatief zijn',
  commission_too_high: 'De commissie is maximaal 100 %',
  commission_decimals: 'Maximaal twee decimalen',

  // The back office: store settings and the legal details on the invoices
  time_format: 'Gebruik UU:MM',
  exception_date_format: 'Gebruik JJJJ-MM-DD',
  date_time_required: 'Kies een datum en tijd',
  orders_number_required: 'Vul een aantal bestellingen in',
  whole_number: 'Vul een heel getal in',
  capacity_too_small: 'Minstens 1 bestelling',
  capacity_too_large: 'Maximaal 500 bestellingen',
  minutes_required: 'Vul een aantal minuten in',
  whole_minutes: 'Vul een heel aantal minuten in',
  delay_too_short: 'Minstens 5 minuten',
  delay_too_long: 'Maximaal 120 minuten',
  alert_too_short: 'Minstens 1 minuut',
  alert_too_long: 'Maximaal 240 minuten',
  percentage_required: 'Vul een percentage in',
  two_decimals: 'Gebruik maximaal twee decimalen',
  service_fee_negative: 'De servicekosten kunnen niet negatief zijn',
  service_fee_too_high: 'De servicekosten zijn maximaal 20 %',
  express_fee_negative: 'De expreskosten kunnen niet negatief zijn',
  express_fee_too_high: 'De expreskosten zijn maximaal € 20,00',
  too_many_exceptions: 'Maximaal 200 uitzonderingen',
  exception_date_twice: 'Elke datum mag maar één uitzondering hebben',
  business_name_required: 'Vul de naam in waaronder het bedrijf is ingeschreven',
  use_at_most_characters: (p) => `Gebruik maximaal ${p.max} tekens`,
  street_and_number_required: 'Vul de straat en het huisnummer in',
  dutch_postcode: 'Vul een Nederlandse postcode in, zoals 1013 EL',
  city_name_required: 'Vul de plaats in',
  kvk_number: 'Een KvK-nummer heeft 8 cijfers, zoals 12345678',
  vat_id: 'Een btw-nummer bestaat uit NL, 9 cijfers, B en 2 cijfers: NL123456789B01',

  // The back office: page texts, reports and system pages
  page_text_not_string: 'Elke tekst moet tekst zijn',
  page_text_too_long: (p) => `Een tekst mag maximaal ${p.max} tekens hebben`,
  too_many_page_texts: (p) => `Maximaal ${p.max} teksten per pagina`,
  page_text_key: (p) =>
    `De sleutel "${p.key}" heeft 1 tot ${p.max} letters, cijfers, '.', '_' of '-'`,
  unknown_page: 'Onbekende pagina',
  date_format: 'Gebruik een datum als JJJJ-MM-DD',
  date_does_not_exist: 'Deze datum bestaat niet',
  month_format: 'Gebruik een maand als JJJJ-MM',
  end_before_start: 'De einddatum ligt voor de begindatum',
  end_month_before_start: 'De eindmaand ligt voor de beginmaand',
  report_too_many_days: (p) => `Een overzicht beslaat maximaal ${p.max} dagen`,
  report_too_many_months: (p) => `Een overzicht beslaat maximaal ${p.max} maanden`,
  test_email_invalid: 'Vul een geldig e-mailadres in',
  geocode_address_too_short: 'Vul een adres van minstens 3 tekens in',
  geocode_address_too_long: 'Vul een adres van maximaal 200 tekens in',
};

/** The Dutch of a validation code, written from its params; undefined for an unknown code. */
export function translateValidationMessage(code: unknown, params: unknown): string | undefined {
  return sayIn(dutchValidationMessages, code, params);
}

/**
 * The Dutch of a validation message as a form's resolver gives it: its English leads back to
 * its code through the contracts' catalogue; undefined for a text that is not one of the
 * catalogue's (zod's own wording, a web form's own check).
 */
export function translateValidationText(message: string): string | undefined {
  const known = validationCodeOf(message);
  return known && translateValidationMessage(known.code, known.params ?? {});
}
