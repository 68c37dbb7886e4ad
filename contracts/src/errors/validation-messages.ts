/**
 * Every validation message of the shared schemas, by its stable `code`: the English the forms
 * show and the api sends in its field errors (the spec's wording), and, where the text carries
 * values, a function of those values. A schema never writes a sentence itself: it asks for one
 * here (`vm('username_required')`), so the web can show the Dutch of the code
 * (web/src/i18n/messages/nl-validation.ts, typed from this list, so a code without Dutch fails
 * the typecheck) and the api can name the code beside the English.
 *
 * zod keeps only a message string on an issue raised by a built-in check (`.min(3, …)`): an
 * error map's other fields are dropped. So the code travels as the text itself and is read back
 * here (`validationCodeOf`): the English of a code without values is known from this list, and
 * the English of a code with values is remembered when `vm` writes it, so a schema writes such a
 * text when it is built, not first in a refinement (else it leads back only once refused). Two
 * codes never write the same English (`vm` refuses it), so the way back is exact. A code never
 * changes its name; its English may be reworded freely.
 *
 * This module imports only the catalogues' helpers: the schemas import it.
 */
import {
  codesOf,
  isCodeOf,
  say,
  type CodeOf,
  type ParamCodeOf,
  type ParamsOf,
  type PlainCodeOf,
  type TextCatalogue,
  type TextParam,
} from '../common/text-catalogue';

export type ValidationParam = TextParam;

/** The fields whose required and length checks name them (the back office's forms). */
export type NamedField = 'name' | 'option_name' | 'option_value' | 'tag' | 'drink' | 'address';
const FIELD_LABEL: Record<NamedField, string> = {
  name: 'Name',
  option_name: 'Option name',
  option_value: 'Option value',
  tag: 'Tag',
  drink: 'Drink',
  address: 'Address',
};

/** The amounts of a delivery zone, in cents. */
export type ZoneAmount = 'delivery_fee' | 'minimum_order';
const AMOUNT_LABEL: Record<ZoneAmount, string> = {
  delivery_fee: 'Delivery fee',
  minimum_order: 'Minimum order',
};

export const VALIDATION_MESSAGES = {
  /**
   * zod's own wording, for a check that names no message of this list: the field error's
   * message is zod's English (`name: Too big: …`), this code only says it is not one of ours.
   */
  invalid_value: 'Invalid value',

  // Accounts, signing in and profiles
  username_required: 'Username is required',
  username_too_short: 'Username must be at least 3 characters',
  username_too_long: 'Username must be at most 50 characters',
  login_name_too_long: 'Username must be at most 254 characters',
  username_characters: 'Username may not contain < or > or invisible characters',
  password_too_short: 'Password must be at least 6 characters',
  password_too_long: 'Password must be at most 128 characters',
  staff_password_too_short: 'Password must be at least 8 characters',
  current_password_required: 'Enter your current password',
  passwords_do_not_match: "Passwords don't match",
  email_invalid: 'Please enter a valid email address',
  phone_invalid: 'Please enter a valid phone number',
  phone_too_long: 'Phone number must be at most 30 characters',
  full_name_required: 'Full name is required',
  full_name_too_short: 'Full name must be at least 2 characters',
  full_name_too_long: 'Full name must be at most 100 characters',
  full_name_characters: 'Full name may not contain < or > or invisible characters',
  link_incomplete: 'The link is incomplete',
  confirm_erasure: 'Confirm the erasure with confirm: true',

  // Addresses, the address check and QR codes
  invalid_coordinates: 'Invalid coordinates',
  latitude_required: 'Latitude is required',
  latitude_range: 'Latitude must be between -90 and 90',
  longitude_required: 'Longitude is required',
  longitude_range: 'Longitude must be between -180 and 180',
  street_required: 'Street address is required',
  street_too_long: 'Street address is too long',
  city_required: 'City is required',
  city_too_long: 'City is too long',
  zip_code_required: 'Zip/Postal code is required',
  zip_code_too_long: 'Zip/Postal code is too long',
  postal_code_required: 'Postal code is required',
  country_required: 'Country is required',
  country_too_long: 'Country is too long',
  address_label_required: 'Address label is required',
  address_to_check_required: 'Please enter an address',
  address_to_check_too_long: 'That address is too long',
  qr_code_invalid: 'This QR code is not valid for delivery',

  // Placing an order
  cart_empty: 'Your cart is empty',
  too_many_lines: 'At most 50 lines per order',
  quantity_range: 'Quantity must be a number from 1 to 50',
  too_many_item_options: 'At most 20 options per item',
  combo_selections: 'Combo selections must name a sandwich, a drink and a sauce',
  scheduled_for: 'Choose when to deliver: asap, 30min, 1h or 2h',
  order_type: "Order type must be 'normal' or 'bar'",
  bar_slug_required: 'A bar order needs the bar it is placed at (barSlug)',
  payment_method: 'We accept payments by card, iDEAL | Wero and Bancontact',
  send_invoice_flag: 'sendInvoice must be true or false',
  notes_not_text: 'Order notes must be text',
  notes_too_long: 'Order notes can be at most 500 characters',
  order_scope: "scope must be 'mine' or 'all'",
  shipping_country: 'We ship to the Netherlands, Belgium, Germany and France',
  idempotency_key_length: 'Idempotency key must be 1 to 255 characters',
  idempotency_key_characters: 'Idempotency key may contain only printable ASCII characters',

  // Orders, the kitchen and tracking
  order_id_invalid: 'Invalid order id',
  unknown_status: (p: { options: string }) => `Unknown status. Use one of: ${p.options}`,
  add_minutes: 'Add 5 or 10 minutes',
  reason_too_long: 'The reason can be at most 300 characters',
  kitchen_ids: 'Order numbers separated by commas',
  kitchen_ids_too_many: (p: { max: number }) => `At most ${p.max} orders at once`,
  tracking_link_invalid: 'Invalid tracking link',
  notification_id_invalid: 'Not a notification id',

  // Paying
  return_path_too_long: 'The return path is too long',
  return_url_path: 'The return URL must be a path of this shop, e.g. /order/success',
  return_url_required: 'A return URL is required for a payment method that goes through the bank',
  payment_order_id_not_a_number: 'Order id must be a number',
  payment_order_id_too_small: 'Order id must be at least 1',
  payment_intent_required: 'paymentIntentId is required',
  card_number_incomplete: 'Your card number is incomplete.',
  card_expiry_invalid: 'Your card’s expiration date is invalid.',
  card_cvc_incomplete: 'Your card’s security code is incomplete.',
  test_order_id_not_a_number: 'Order ID must be a number',
  test_order_id_too_small: 'Order ID must be at least 1',
  test_amount_not_a_number: 'Amount must be a number',
  test_amount_too_small: 'Amount must be at least €0.50',

  // The contact form
  first_name_required: 'First name is required',
  first_name_too_long: 'First name is too long',
  last_name_required: 'Last name is required',
  last_name_too_long: 'Last name is too long',
  contact_phone_too_long: 'Phone number is too long',
  message_too_short: 'Please enter a detailed message of at least 10 characters',
  message_too_long: 'Your message is too long (5000 characters at most)',

  // Web Push
  push_endpoint: 'A push subscription needs the https address of a push service',
  push_endpoint_too_long: 'A push service address has at most 2048 characters',
  push_p256dh: 'p256dh must be a P-256 public key, 65 bytes in base64url',
  push_auth: 'auth must be 16 bytes in base64url',
  subscription_id_invalid: 'Invalid subscription id',

  // Drivers: accounts, the agreement, jobs
  driver_password_too_long: 'Password may be at most 128 characters',
  driver_current_password_required: 'Please enter your current password',
  reset_link_incomplete: 'This reset link is incomplete',
  driver_phone_characters: 'Phone may contain only digits, spaces, +, - and brackets',
  licence_plate_characters: 'Licence plate may not contain < or > or invisible characters',
  agreement_required: 'You must accept the driver agreement',
  sign_name_required: 'Please type your full name to sign',
  signature_name_required: 'Please type your full name',
  signature_empty: 'Please sign the agreement in the signature box',
  signature_too_many_points: (p: { max: number }) => `A signature may have at most ${p.max} points`,
  signature_too_many_strokes: (p: { max: number }) =>
    `A signature may have at most ${p.max} strokes`,
  signature_outside_box: 'The signature lies outside its box',
  too_many_checkboxes: 'Too many agreement checkboxes',
  /** `label` is the checkbox's English, as the agreement is signed in English. */
  tick_checkbox: (p: { label: string }) => `Please tick: ${p.label}`,
  online_flag: 'Say whether you are online: true or false',
  offer_id_invalid: 'Invalid offer id',
  delivery_code: 'Enter the 4-digit code the customer gives you',
  driver_required: 'Choose a driver',
  auto_offer_flag: 'Say whether to offer ready orders: true or false',

  // The back office: lists, filters and pages
  page_not_a_number: 'The page must be a number',
  page_not_whole: 'The page must be a whole number',
  page_too_small: 'Pages start at 1',
  page_too_large: 'No such page',
  page_size_not_a_number: 'The page size must be a number',
  page_size_not_whole: 'The page size must be a whole number',
  page_size_too_small: 'Show at least 10 rows',
  page_size_too_large: 'Show at most 100 rows',
  query_page_not_a_number: 'page must be a number',
  query_page_not_whole: 'page must be a whole number',
  query_page_too_small: 'page must be at least 1',
  query_page_size_not_a_number: 'pageSize must be a number',
  query_page_size_not_whole: 'pageSize must be a whole number',
  query_page_size_too_small: 'pageSize must be at least 1',
  query_page_size_too_large: 'pageSize can be at most 100',
  search_too_long: 'Search is too long',
  unknown_sort_column: 'Unknown sort column',
  sort_direction: 'Sort asc or desc',
  dir_asc_or_desc: 'dir must be asc or desc',
  /** A query's or a body's yes/no field, by its name in the request. */
  flag_true_or_false: (p: { name: string }) => `${p.name} must be true or false`,
  start_after_end: 'The start date is after the end date',
  order_kind: 'Choose delivery, pickup or bar',
  bar_required: 'Choose a bar',
  invalid_id: 'Invalid id',
  nothing_to_change: 'Nothing to change',

  // The back office: refunds and test orders
  refund_reason_required: 'Give a reason for the refund',
  amount_required: 'Enter an amount',
  whole_cents: 'Use whole cents',
  refund_amount_positive: 'Enter an amount above € 0,00',
  test_status: (p: { options: string }) => `Choose one of: ${p.options}`,

  // The back office: menu, categories, merchandise and photos
  field_required: (p: { field: NamedField }) => `${FIELD_LABEL[p.field]} is required`,
  field_too_long: (p: { field: NamedField; max: number }) =>
    `${FIELD_LABEL[p.field]} can be at most ${p.max} characters`,
  image_address_too_long: 'Image address is too long',
  image_address_format: 'Upload a photo or give an https address',
  category_id_invalid: 'categoryId must be a category id',
  category_required: 'Choose a category',
  description_too_long: 'Description can be at most 2000 characters',
  nutrition_too_long: 'Nutrition info is too long',
  tebi_id_too_long: 'Tebi id is too long',
  prep_time_not_a_number: 'Preparation time must be a number',
  prep_time_not_whole: 'Preparation time must be whole minutes',
  prep_time_negative: 'Preparation time cannot be negative',
  prep_time_too_long: 'Preparation time can be at most 240 minutes',
  quantity_per_order_not_a_number: 'Quantity per order must be a number',
  quantity_per_order_not_whole: 'Quantity per order must be a whole number',
  quantity_per_order_too_small: 'Quantity per order must be at least 1',
  quantity_per_order_too_large: 'Quantity per order can be at most 100',
  too_many_tags: 'At most 20 tags',
  vat_rate: 'VAT rate must be 9 % or 21 %',
  too_many_options: 'At most 50 options',
  choose_items: 'Choose at least one item',
  nothing_to_order: 'Nothing to order',
  duplicate_id: 'An id appears twice',
  price_not_a_number: 'Price must be a number',
  price_negative: 'Price cannot be negative',
  price_too_high: (p: { max: number }) => `Price can be at most ${p.max} euros`,
  price_decimals: 'Price can have at most 2 decimals',

  // The back office: zones, QR locations and bars
  at_most_characters: (p: { max: number }) => `At most ${p.max} characters`,
  slug_required: 'Slug is required',
  slug_format: 'Use lower-case letters, digits and single hyphens, e.g. ndsm-terrace',
  zone_not_drawn: 'Draw the zone on the map',
  zone_too_many_corners: 'A zone has at most 2000 corners',
  zone_too_many_rings: 'At most 20 rings',
  amount_not_a_number: (p: { amount: ZoneAmount }) => `${AMOUNT_LABEL[p.amount]} must be a number`,
  amount_not_whole_cents: (p: { amount: ZoneAmount }) =>
    `${AMOUNT_LABEL[p.amount]} must be whole cents`,
  amount_negative: (p: { amount: ZoneAmount }) => `${AMOUNT_LABEL[p.amount]} cannot be negative`,
  amount_too_high: (p: { amount: ZoneAmount; maxCents: number }) =>
    `${AMOUNT_LABEL[p.amount]} is at most € ${p.maxCents / 100}`,
  commission_not_a_number: 'Commission must be a number',
  commission_negative: 'Commission cannot be negative',
  commission_too_high: 'Commission is at most 100 %',
  commission_decimals: 'At most two decimals',

  // The back office: store settings and the legal details on the invoices
  time_format: 'Use HH:MM',
  exception_date_format: 'Use YYYY-MM-DD',
  date_time_required: 'Use a date and time',
  orders_number_required: 'Enter a number of orders',
  whole_number: 'Enter a whole number',
  capacity_too_small: 'At least 1 order',
  capacity_too_large: 'At most 500 orders',
  minutes_required: 'Enter a number of minutes',
  whole_minutes: 'Enter a whole number of minutes',
  delay_too_short: 'At least 5 minutes',
  delay_too_long: 'At most 120 minutes',
  alert_too_short: 'At least 1 minute',
  alert_too_long: 'At most 240 minutes',
  percentage_required: 'Enter a percentage',
  two_decimals: 'Use at most two decimals',
  service_fee_negative: 'The service fee cannot be negative',
  service_fee_too_high: 'The service fee can be at most 20 %',
  express_fee_negative: 'The express surcharge cannot be negative',
  express_fee_too_high: 'The express surcharge can be at most €20.00',
  too_many_exceptions: 'At most 200 exceptions',
  exception_date_twice: 'Each date may have one exception only',
  business_name_required: 'Enter the name the business is registered under',
  use_at_most_characters: (p: { max: number }) => `Use at most ${p.max} characters`,
  street_and_number_required: 'Enter the street and house number',
  dutch_postcode: 'Enter a Dutch postcode, such as 1013 EL',
  city_name_required: 'Enter the city',
  kvk_number: 'A KvK number has 8 digits, such as 12345678',
  vat_id: 'A Dutch VAT id reads NL, 9 digits, B and 2 digits: NL123456789B01',

  // The back office: page texts, reports and system pages
  page_text_not_string: 'Each text must be a string',
  page_text_too_long: (p: { max: number }) => `A text can be at most ${p.max} characters`,
  too_many_page_texts: (p: { max: number }) => `At most ${p.max} texts per page`,
  page_text_key: (p: { key: string; max: number }) =>
    `Text key "${p.key}" must be 1 to ${p.max} letters, digits, '.', '_' or '-'`,
  unknown_page: 'Unknown page',
  date_format: 'Use a date as YYYY-MM-DD',
  date_does_not_exist: 'This date does not exist',
  month_format: 'Use a month as YYYY-MM',
  end_before_start: 'The end date is before the start date',
  end_month_before_start: 'The end month is before the start month',
  report_too_many_days: (p: { max: number }) => `A report covers at most ${p.max} days`,
  report_too_many_months: (p: { max: number }) => `A report covers at most ${p.max} months`,
  test_email_invalid: 'Enter a valid e-mail address',
  geocode_address_too_short: 'Enter an address of at least 3 characters',
  geocode_address_too_long: 'Enter an address of at most 200 characters',
} satisfies TextCatalogue;

export type ValidationCode = CodeOf<typeof VALIDATION_MESSAGES>;
export type PlainValidationCode = PlainCodeOf<typeof VALIDATION_MESSAGES>;
export type ParamValidationCode = ParamCodeOf<typeof VALIDATION_MESSAGES>;
export type ValidationParams<C extends ValidationCode> = ParamsOf<typeof VALIDATION_MESSAGES, C>;

/** Every code, for the field errors' schema (and the OpenAPI document's enum). */
export const VALIDATION_CODES = codesOf(VALIDATION_MESSAGES);

/** A validation message by its code, with the values of its text where it has them. */
export interface ValidationMessage {
  code: ValidationCode;
  params?: Record<string, ValidationParam>;
}

/** English → code and values: the plain codes up front, the others as `vm` writes them. */
let byText: Map<string, ValidationMessage> | null = null;
function index(): Map<string, ValidationMessage> {
  if (byText) return byText;
  byText = new Map();
  for (const [code, entry] of Object.entries(VALIDATION_MESSAGES)) {
    if (typeof entry === 'string') remember(entry, { code: code as ValidationCode });
  }
  return byText;
}

function remember(text: string, message: ValidationMessage): void {
  const known = index().get(text);
  if (!known) {
    byText!.set(text, message);
    return;
  }
  if (known.code !== message.code) {
    // Two codes with one English could not be told apart on the way back.
    throw new Error(`"${text}" is the English of both ${known.code} and ${message.code}`);
  }
}

/**
 * The English of a validation message, for a schema's `error`, `message` or check: remembered,
 * so the text leads back to its code (`validationCodeOf`).
 */
export function vm<C extends PlainValidationCode>(code: C): string;
export function vm<C extends ParamValidationCode>(code: C, params: ValidationParams<C>): string;
export function vm(code: ValidationCode, params?: unknown): string {
  const text = say(VALIDATION_MESSAGES, code, params);
  if (params) remember(text, { code, params: params as Record<string, ValidationParam> });
  return text;
}

/**
 * The code (and values) of a validation message's English, as a zod issue or a form's error
 * carries it; undefined for a text that is not one of this list's (zod's own wording).
 */
export function validationCodeOf(text: string): ValidationMessage | undefined {
  return index().get(text);
}

/**
 * A refinement's issue whose text carries what the request sent (a page text's key): the issue
 * names its code itself, as a custom issue keeps its `params`, and the text is not remembered,
 * so requests cannot grow the index.
 */
export function validationIssue<C extends ParamValidationCode>(
  code: C,
  params: ValidationParams<C>,
): { message: string; params: { validation: ValidationMessage } } {
  const validation = { code, params: params as Record<string, ValidationParam> };
  return { message: say(VALIDATION_MESSAGES, code, params), params: { validation } };
}

export function isValidationCode(code: unknown): code is ValidationCode {
  return isCodeOf(VALIDATION_MESSAGES, code);
}
