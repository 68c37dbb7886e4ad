import { formatEuros } from '../common/money';
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

/**
 * Every message the api itself sends, by its stable `code`: the English the api writes (the
 * spec's wording where it gives one) and, where the text carries values, a function of those
 * values. The api throws by code (api/src/shared/errors/app-error.ts), the body names the code
 * and, for a function, its `params`; a sentence an answer carries as data (a QR check's verdict,
 * a zone's overlap, a refund that is blocked) has its code and params beside the English, in
 * the answer's `texts` (`CodedText`, common/errors.ts). The web shows the Dutch of the code
 * (web/src/i18n/messages/nl-api.ts, typed from this list, so a code without Dutch fails the
 * typecheck). A code never changes its name; its English may be reworded freely.
 *
 * Where one code covers a few sentences (an order move refused for several reasons), a param
 * names which one (`reason`, `wording`), so clients that know the code keep working.
 *
 * This module imports nothing but the euro format and the catalogues' helpers: the modules
 * that export a message as a constant take it from here.
 */

export type ApiMessageParam = TextParam;

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** The order statuses as the api's sentences name them (ORDER_STATUS_LABELS in orders). */
const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  preparing: 'Preparing',
  ready: 'Ready',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
const statusLabel = (status: string) => STATUS_LABEL[status] ?? status;

/** The moves only some roles may make (decideMove in orders/order-lifecycle.ts). */
export type MoveRefusal =
  | 'change_status'
  | 'pay'
  | 'accept'
  | 'ready'
  | 'pick-up'
  | 'deliver'
  | 'cancel'
  | 'not_your_job'
  | 'not_your_order'
  | 'bar_handover';

const MOVE_REFUSALS: Record<MoveRefusal, string> = {
  change_status: 'Only the kitchen can change an order’s status',
  pay: 'Only a payment can mark an order paid',
  accept: 'Only the kitchen can accept an order',
  ready: 'Only the kitchen can mark an order ready',
  'pick-up': 'Only the kitchen or the order’s driver can send an order out for delivery',
  deliver: 'Only the kitchen or the order’s driver can mark an order delivered',
  cancel: 'Only the kitchen or the customer can cancel an order',
  not_your_job: 'This order is not assigned to you',
  not_your_order: 'You can only cancel your own order',
  bar_handover: 'A bar order is handed over at the bar',
};

/** Why a refund is refused (the back office's refund form and its order detail). */
export type RefundRefusal =
  | 'refunded'
  | 'refunded_once'
  | 'under_way'
  | 'provider_refused'
  | 'not_paid'
  | 'on_its_way'
  | 'no_card_payment';

export const API_MESSAGES = {
  // Any route
  not_authenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do this',
  role_required: (p: { roles: string; role: string }) =>
    `This requires one of the roles: ${p.roles}. Your role: ${p.role}`,
  cross_site: 'Cross-site request refused',
  not_found: 'Not found',
  no_such_endpoint: (p: { method: string; path: string }) =>
    `No such endpoint: ${p.method} ${p.path}`,
  /** A shared schema refused the input: the body's message is the first field's own message. */
  invalid_data: 'Invalid request',
  nul_character: (p: { field: string }) => `${p.field}: Text must not contain NUL characters`,
  malformed_json: 'Malformed JSON in request body',
  body_too_large: 'Request body is too large',
  unsupported_encoding: 'Unsupported content encoding',
  unsupported_charset: 'Unsupported charset',
  request_aborted: 'Request aborted',
  bad_request: 'Bad request',
  headers_too_large: 'The request headers or address are too large',
  request_timeout: 'The request took too long to arrive',
  malformed_request: 'Malformed HTTP request',
  database_unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  server_error: 'Something went wrong on our side. Please try again.',

  // Signing in and accounts
  bad_credentials: 'Invalid username or password',
  account_deactivated: 'This account has been deactivated. Ask an administrator.',
  not_admin: (p: { role: string }) => `You do not have admin privileges. Your role: ${p.role}`,
  username_taken: 'This username is already taken. Please choose a different username.',
  email_taken:
    'This email address is already registered. Please use a different email or try logging in.',
  too_many_attempts: (p: { minutes: number }) =>
    `Too many attempts. Please try again in ${minutes(p.minutes)}.`,
  too_many_messages: (p: { minutes: number }) =>
    `Too many messages. Please try again in ${minutes(p.minutes)}.`,
  account_not_found: 'No such account',
  wrong_password: (p: { wording: 'password' | 'current_password' }) =>
    p.wording === 'password'
      ? 'Your password is not correct'
      : 'Your current password is not correct',
  already_your_email: 'This is already your e-mail address',
  link_invalid: 'This link is not valid any more. Ask for a new one on your profile page.',
  account_closed_by_restaurant:
    'Staff, admin and driver accounts are closed by the restaurant. Ask an admin.',
  no_such_customer: 'No such customer',
  image_missing: 'Choose an image to upload',
  image_too_large: 'The image is larger than 5 MB. Choose a smaller one.',
  image_unreadable:
    'This file is not an image we can read. Choose a JPEG, PNG, WebP or GIF picture.',

  // Staff accounts
  staff_not_found: 'No staff or admin account with this id',
  last_admin:
    'This is the last active admin account. Make another account admin before you change this one.',
  self: 'You cannot deactivate or demote your own account.',
  staff_password_set: 'The password was changed and the account was signed out everywhere.',

  // Addresses, zones and places
  address_not_found: "We couldn't find your address. Please check the spelling and try again.",
  out_of_zone:
    "Out of Delivery Range: Sorry, we don't currently deliver to this address. Try another address or visit one of our locations.",
  address_point_mismatch:
    'The address does not match the location on the map. Please check your address.',
  geocoder_unavailable:
    "We couldn't validate your address. Please try again or select a different address.",
  geocode_rate_limited: 'Too many address look-ups. Please wait a minute and try again.',
  /** The back office's geocoder test: the look-up's answer when the geocoder did not give one. */
  geocoder_no_answer: (p: { reason: string }) => `The geocoder did not answer (${p.reason}).`,
  /** An address or a QR code's place inside a zone (the checks' answers). */
  in_zone: (p: { zone: string }) => `Great! Your address is within our delivery zone: ${p.zone}`,
  qr_valid: 'QR Code Valid',
  location_unavailable: 'This delivery location is currently not available.',
  location_outside_zone: "Sorry, we don't deliver to this location yet.",
  location_details_not_found: 'Failed to get address details',
  qr_location_not_found: 'We could not find the delivery location from this QR code.',
  custom_location_not_found: 'We could not find this custom location.',
  saved_address_not_found: 'We could not find this address.',
  too_many_addresses: (p: { max: number }) =>
    `You can save up to ${p.max} addresses. Please delete one first.`,
  slug_taken: 'This slug is already taken. Please choose a different slug.',
  zone_name_taken: 'This name is already taken. Please choose a different name.',
  zone_shape: (p: { problem: 'too_few_points' | 'no_area' | 'self_crossing' }) =>
    p.problem === 'too_few_points'
      ? 'A zone needs at least 3 different corner points. Draw the area again.'
      : p.problem === 'no_area'
        ? 'The zone has no area: its corners lie on one line. Draw the area again.'
        : 'The zone border crosses itself. Move the corners so that the border does not cross.',
  /** A saved zone's warning: it overlaps another active zone, and which one wins there. */
  zone_overlap: (p: { zone: string; percent: number; winner: string }) =>
    `Overlaps the active zone "${p.zone}" (about ${p.percent} % of this zone). ` +
    `Addresses in the overlap get the fee and minimum order of "${p.winner}", the zone higher in the list.`,
  zone_not_found: 'This delivery zone does not exist (any more).',
  location_not_found: 'This QR location does not exist (any more).',
  bar_not_found: 'This bar does not exist (any more).',
  zone_in_use: (p: { name: string }) =>
    `"${p.name}" has orders, so it cannot be deleted. Switch it off (inactive) instead.`,
  bar_in_use: (p: { name: string }) =>
    `"${p.name}" has orders, so it cannot be deleted. Switch it off (inactive) instead.`,
  /** The line under a printed QR code, by what it points at. */
  qr_scan_zone: (p: { zone: string }) =>
    `Scan with your phone's camera to order for delivery in ${p.zone}.`,
  qr_scan_location: (p: { place: string }) =>
    `Scan with your phone's camera to have your order delivered to ${p.place}.`,
  qr_scan_bar: (p: { bar: string }) =>
    `Scan with your phone's camera to order here at ${p.bar}; collect it at the bar.`,

  // Placing an order
  ordering_disabled: 'Online ordering is currently disabled',
  food_ordering_disabled: 'Food ordering and delivery is currently unavailable',
  bar_ordering_disabled: 'Bar QR code ordering is currently unavailable',
  merchandise_ordering_disabled: 'Merchandise ordering is currently unavailable',
  kitchen_full:
    'Our kitchen is fully booked for the next few minutes. Please try again a little later.',
  delivery_address_required: 'Please enter a delivery address',
  below_minimum_order: (p: { zone: string; minimumOrderCents: number }) =>
    `The minimum order for ${p.zone} is ${formatEuros(p.minimumOrderCents / 100)}`,
  items_unavailable: 'Some items in your cart are no longer available',
  not_on_bar_menu: (p: { item: string }) => `${p.item} is not on the bar menu`,
  option_unavailable: (p: { item: string }) => `This option is not available for ${p.item}`,
  combo_incomplete: 'Please make all selections to continue',
  combo_choice_unavailable: (p: {
    kind: 'sandwich' | 'drink' | 'sauce';
    choice: string;
    item: string;
  }) => `The ${p.kind} '${p.choice}' is not available for ${p.item}`,
  idempotency_key_reused:
    'This idempotency key was already used for a different order. Use a new key for a new order.',
  /** A guest's name, e-mail or phone is missing: the body's message is that field's message. */
  contact_required: 'Please fill in your name, e-mail address and phone number',

  // Reading and moving orders
  order_not_found: 'Order not found',
  all_orders_staff_only: 'Only staff can see every order',
  not_allowed: (p: { move: MoveRefusal }) => MOVE_REFUSALS[p.move],
  invalid_transition: (p: {
    order: number;
    reason: 'back_to_pending' | 'delivered' | 'cancelled' | 'already' | 'on_its_way';
    status: string;
  }) => {
    const n = `Order #${p.order}`;
    switch (p.reason) {
      case 'back_to_pending':
        return `${n} cannot go back to Pending`;
      case 'delivered':
        return `${n} has already been delivered`;
      case 'cancelled':
        return `${n} has been cancelled`;
      case 'already':
        return `${n} is already ${statusLabel(p.status)}`;
      case 'on_its_way':
        return `${n} is on its way and can no longer be cancelled`;
    }
  },
  not_paid: (p: { order: number; wording: 'move' | 'invoice' }) =>
    p.wording === 'move'
      ? `Order #${p.order} is not paid yet`
      : `Order #${p.order} is not paid, so it has no invoice yet`,
  already_accepted: (p: { order: number }) => `Order #${p.order} has already been accepted`,
  prep_minutes_required: 'Choose a preparation time of 10, 15, 20, 30 or 45 minutes',
  not_accepted: (p: { order: number }) => `Order #${p.order} has not been accepted yet`,
  pickup_order: (p: { order: number; wording: 'move' | 'assign' }) =>
    p.wording === 'move'
      ? `Order #${p.order} is picked up at the bar, not delivered`
      : `Order #${p.order} is picked up at the bar and needs no driver`,
  not_ready: (p: { order: number }) => `Order #${p.order} is not ready yet`,
  not_in_transit: (p: { order: number }) => `Order #${p.order} is not out for delivery yet`,
  already_paid: (p: { order: number }) => `Order #${p.order} is paid; please call us to cancel it`,
  reason_required: 'Give a reason for the cancellation',
  proof_required:
    'Enter the customer’s 4-digit code, or take a photo when the customer cannot be reached',
  not_preparing: (p: { order: number; accepted: 'no' | 'gone' }) =>
    p.accepted === 'no'
      ? `Order #${p.order} has not been accepted yet`
      : `Order #${p.order} is no longer being prepared`,
  order_finished: (p: { order: number; status: 'delivered' | 'cancelled' }) =>
    `Order #${p.order} is ${p.status}: there is nothing more to tell`,

  // Paying
  payment_owner_only: 'Only the customer who placed this order can pay for it',
  payments_unavailable: 'Payments are unavailable right now. Please try again in a moment.',
  payment_key_conflict:
    'Failed to create payment intent. Please try again or contact customer support.',
  order_already_paid: 'This order has already been paid',
  order_cancelled: 'This order was cancelled',
  payment_not_found: 'Payment not found',
  no_such_intent: 'No such payment intent',
  webhooks_not_used: 'Webhooks are not used by test-mode payments',
  missing_signature: 'Missing Stripe-Signature header',
  invalid_signature: 'Invalid webhook signature',
  /** What the payment's check answers (its `message`), when the words are the shop's. */
  payment_succeeded: 'Payment successful',
  payment_processing:
    'Your payment is being processed. We will e-mail you as soon as it is confirmed.',
  payment_needs_action: 'Your bank asks you to confirm this payment.',
  payment_canceled: 'This payment was canceled.',
  payment_failed: 'Payment failed',
  payment_not_confirmed: 'Payment confirmation failed',

  // The back office: orders, refunds and invoices
  customer_not_found: 'Customer not found',
  refund_too_large: (p: { order: number; paidCents: number }) =>
    `Order #${p.order} was paid ${formatEuros(p.paidCents / 100)}; refund at most that`,
  refund_refused: (p: {
    order: number;
    reason: RefundRefusal;
    amountCents: number;
    providerError: string;
  }) => {
    const n = `Order #${p.order}`;
    switch (p.reason) {
      case 'refunded':
        return `${n} has already been refunded`;
      case 'refunded_once':
        return `${formatEuros(p.amountCents / 100)} of order #${p.order} has already been refunded; an order is refunded once`;
      case 'under_way':
        return `A refund of order #${p.order} is already under way`;
      case 'provider_refused':
        return `The payment provider refused the refund of order #${p.order} (${p.providerError}); settle it with the provider`;
      case 'not_paid':
        return `${n} is not paid, so there is nothing to refund`;
      case 'on_its_way':
        return `${n} is on its way and can no longer be cancelled; refund it once it is delivered`;
      case 'no_card_payment':
        return `No card payment was found for order #${p.order}`;
    }
  },
  no_email: (p: { order: number }) =>
    `Order #${p.order} has no e-mail address to send the invoice to`,
  invoice_resent_recently: (p: { interval: number; minutes: number }) =>
    `The invoice was sent again less than ${p.interval} minutes ago; try again in ${p.minutes} minutes`,
  invoice_resend_limit: (p: { order: number; max: number }) =>
    `The invoice of order #${p.order} was sent again ${p.max} times in the last 24 hours; that is the limit`,

  // The back office: menu, categories, merchandise and photos
  menu_item_not_found: 'Menu item not found',
  merchandise_not_found: 'Merchandise item not found',
  category_not_found: 'Category not found',
  unknown_category: 'Choose a category',
  category_name_taken: 'A category with this name already exists',
  category_not_empty: (p: { count: number }) =>
    `This category still holds ${p.count} item(s), archived ones included: move them to another category first`,
  item_archived: 'This item is archived: it can no longer be put on sale',
  items_missing: 'Some of these items do not exist or are archived',
  list_changed: 'The list has changed meanwhile: reload it and order it again',
  photo_required: 'Choose a photo to upload',
  not_an_image_type: 'The file is not a JPEG, PNG or WebP image',
  photo_file_too_large: 'The image is larger than 5 MB',
  no_such_image: 'No such image',

  // The back office: store settings
  no_settings: (p: { wording: 'seed' | 'dispatch' }) =>
    p.wording === 'seed'
      ? 'The shop has no settings row yet; run the seed first'
      : 'The shop’s settings have not been set up yet',
  until_in_past: 'Choose a time in the future',
  switch_on: 'This switch is on: only a pause can have an end',

  // Drivers: accounts, the agreement, password resets
  not_a_driver: 'This account is not a driver account',
  driver_not_found: 'Driver not found',
  driver_on_job: (p: { order: number }) =>
    `This driver is on a job. Reassign it or wait until it is delivered, then deactivate. (order #${p.order})`,
  agreement_changed:
    'The driver agreement has changed since this page was opened. Please reload the page and read the new version.',
  reset_link_invalid:
    'This reset link is not valid. Please ask for a new link on the Forgot password page.',
  reset_link_used:
    'This reset link has already been used. Please ask for a new link on the Forgot password page.',
  reset_link_expired:
    'This reset link has expired: links work for one hour. Please ask for a new link on the Forgot password page.',

  // Drivers: shifts, offers, deliveries; dispatch
  driver_awaiting_approval:
    'Your account is waiting for approval by the restaurant. You will get jobs once it is active.',
  offer_not_found: 'Offer not found',
  offer_gone: 'This offer is no longer open',
  wrong_code:
    'That code does not match. Ask the customer for the 4-digit code on their tracking page.',
  too_many_codes:
    'Too many wrong codes for this order. Try again in 15 minutes, or use "Customer not reachable".',
  photo_missing: 'Attach the photo of the delivery',
  photo_too_large: 'The photo is larger than 8 MB. Take it again at a lower size.',
  photo_unreadable: 'This file is not a photo we can read. Take the photo again.',
  no_delivery_photo: 'This order has no delivery photo',
  not_assignable: (p: { order: number; reason: 'not_paid' | 'left_kitchen' }) =>
    p.reason === 'not_paid'
      ? `Order #${p.order} is not paid yet`
      : `Order #${p.order} has left the kitchen; its driver can no longer change`,
  driver_changed: (p: { order: number; change: 'taken_back' | 'reassigned' }) =>
    p.change === 'taken_back'
      ? `Order #${p.order} was taken back from its driver meanwhile`
      : `Order #${p.order} was assigned to another driver meanwhile`,
  driver_inactive: (p: { driver: string }) => `${p.driver} is not approved yet`,
  driver_offline: (p: { driver: string }) => `${p.driver} is offline`,
  driver_full: (p: { driver: string; max: number }) =>
    `${p.driver} already carries ${p.max} orders`,

  // Notifications and Web Push
  notification_not_found: 'Notification not found',
  push_off: 'This shop sends no push notifications',
  push_subscription_not_found: 'No such push subscription of yours',
  unknown_push_service: (p: { host: string }) =>
    `The subscription's endpoint is not at a push service this shop sends to (${p.host})`,
  invalid_push_key: 'p256dh is not a P-256 public key',
} satisfies TextCatalogue;

export type ApiMessageCode = CodeOf<typeof API_MESSAGES>;
export type PlainApiMessageCode = PlainCodeOf<typeof API_MESSAGES>;
export type ParamApiMessageCode = ParamCodeOf<typeof API_MESSAGES>;
export type ApiMessageParams<C extends ApiMessageCode> = ParamsOf<typeof API_MESSAGES, C>;

/** Every code, for the error body's schema (and the OpenAPI document's enum). */
export const API_MESSAGE_CODES = codesOf(API_MESSAGES);

/**
 * The codes whose body carries a shared schema's validation message (a field's own words)
 * instead of the code's text: their message is translated by its English for now.
 */
export const FIELD_MESSAGE_CODES = ['invalid_data', 'contact_required'] as const;
export type FieldMessageCode = (typeof FIELD_MESSAGE_CODES)[number];

/** A message as the api sends it: its code, the values of its text and the English. */
export interface ApiMessage<C extends ApiMessageCode = ApiMessageCode> {
  code: C;
  params?: Record<string, ApiMessageParam>;
  text: string;
}

/** The code's English, written from its params. */
export function apiMessage<C extends PlainApiMessageCode>(code: C): ApiMessage<C>;
export function apiMessage<C extends ParamApiMessageCode>(
  code: C,
  params: ApiMessageParams<C>,
): ApiMessage<C>;
export function apiMessage(code: ApiMessageCode, params?: unknown): ApiMessage {
  const text = say(API_MESSAGES, code, params);
  return params
    ? { code, params: params as Record<string, ApiMessageParam>, text }
    : { code, text };
}

/** A field-message code with the schema's own words as its text. */
export function fieldMessage(code: FieldMessageCode, text: string): ApiMessage<FieldMessageCode> {
  return { code, text };
}

export function isApiMessageCode(code: unknown): code is ApiMessageCode {
  return isCodeOf(API_MESSAGES, code);
}
