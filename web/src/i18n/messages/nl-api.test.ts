import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  apiMessage,
  type ApiMessageParams,
  type ParamApiMessageCode,
  type PlainApiMessageCode,
} from '@shop/contracts';
import { translateApiMessage, translateApiText } from './nl-api';

/** Values for every code whose text has them: each wording of a code at least once. */
const SAMPLES: { [C in ParamApiMessageCode]: ApiMessageParams<C>[] } = {
  role_required: [{ roles: 'admin, staff', role: 'customer' }],
  no_such_endpoint: [{ method: 'GET', path: '/api/nothing' }],
  nul_character: [{ field: 'name' }],
  not_admin: [{ role: 'driver' }],
  too_many_attempts: [{ minutes: 1 }, { minutes: 12 }],
  too_many_messages: [{ minutes: 1 }, { minutes: 3 }],
  wrong_password: [{ wording: 'password' }, { wording: 'current_password' }],
  too_many_addresses: [{ max: 20 }],
  geocoder_no_answer: [{ reason: 'timeout' }],
  in_zone: [{ zone: 'West & Zuid' }],
  zone_shape: [{ problem: 'too_few_points' }, { problem: 'no_area' }, { problem: 'self_crossing' }],
  zone_overlap: [{ zone: 'Centrum', percent: 12, winner: 'West & Zuid' }],
  zone_in_use: [{ name: 'West & Zuid' }],
  bar_in_use: [{ name: 'Bar Fiorella' }],
  qr_scan_zone: [{ zone: 'West & Zuid' }],
  qr_scan_location: [{ place: 'Vondelpark, main entrance' }],
  qr_scan_bar: [{ bar: 'Bar Fiorella' }],
  below_minimum_order: [{ zone: 'West & Zuid', minimumOrderCents: 125050 }],
  not_on_bar_menu: [{ item: 'Tiramisu' }],
  option_unavailable: [{ item: 'Panino' }],
  combo_choice_unavailable: [
    { kind: 'sandwich', choice: 'Caprese', item: 'Combo' },
    { kind: 'drink', choice: 'Cola', item: 'Combo' },
    { kind: 'sauce', choice: 'Aioli', item: 'Combo' },
  ],
  not_allowed: [
    { move: 'change_status' },
    { move: 'pay' },
    { move: 'accept' },
    { move: 'ready' },
    { move: 'pick-up' },
    { move: 'deliver' },
    { move: 'cancel' },
    { move: 'not_your_job' },
    { move: 'not_your_order' },
    { move: 'bar_handover' },
  ],
  invalid_transition: [
    { order: 12, reason: 'back_to_pending', status: 'ready' },
    { order: 12, reason: 'delivered', status: 'delivered' },
    { order: 12, reason: 'cancelled', status: 'cancelled' },
    { order: 12, reason: 'already', status: 'in_transit' },
    { order: 12, reason: 'on_its_way', status: 'in_transit' },
  ],
  not_paid: [
    { order: 12, wording: 'move' },
    { order: 12, wording: 'invoice' },
  ],
  already_accepted: [{ order: 12 }],
  not_accepted: [{ order: 12 }],
  pickup_order: [
    { order: 12, wording: 'move' },
    { order: 12, wording: 'assign' },
  ],
  not_ready: [{ order: 12 }],
  not_in_transit: [{ order: 12 }],
  already_paid: [{ order: 12 }],
  not_preparing: [
    { order: 12, accepted: 'no' },
    { order: 12, accepted: 'gone' },
  ],
  order_finished: [
    { order: 12, status: 'delivered' },
    { order: 12, status: 'cancelled' },
  ],
  refund_too_large: [{ order: 12, paidCents: 2350 }],
  refund_refused: (
    [
      'refunded',
      'refunded_once',
      'under_way',
      'provider_refused',
      'not_paid',
      'on_its_way',
      'no_card_payment',
    ] as const
  ).map((reason) => ({ order: 12, reason, amountCents: 1250, providerError: 'card_declined' })),
  no_email: [{ order: 12 }],
  invoice_resent_recently: [{ interval: 10, minutes: 4 }],
  invoice_resend_limit: [{ order: 12, max: 3 }],
  category_not_empty: [{ count: 2 }],
  no_settings: [{ wording: 'seed' }, { wording: 'dispatch' }],
  driver_on_job: [{ order: 12 }],
  not_assignable: [
    { order: 12, reason: 'not_paid' },
    { order: 12, reason: 'left_kitchen' },
  ],
  driver_changed: [
    { order: 12, change: 'taken_back' },
    { order: 12, change: 'reassigned' },
  ],
  driver_inactive: [{ driver: 'Luca' }],
  driver_offline: [{ driver: 'Luca' }],
  driver_full: [{ driver: 'Luca', max: 3 }],
  unknown_push_service: [{ host: 'push.example.com' }],
};

const FIELD_CODES = new Set(['invalid_data', 'contact_required']);
/** Dutch that reads as the English does ('Luca is offline'). */
const SAME_IN_DUTCH = new Set(['driver_offline']);

describe('the Dutch of the api’s codes', () => {
  it('says every code, each wording of it, in Dutch', () => {
    for (const code of Object.keys(API_MESSAGES)) {
      const samples =
        typeof API_MESSAGES[code as keyof typeof API_MESSAGES] === 'string'
          ? [undefined]
          : SAMPLES[code as ParamApiMessageCode];
      for (const params of samples) {
        const english =
          params === undefined
            ? apiMessage(code as PlainApiMessageCode).text
            : apiMessage(code as ParamApiMessageCode, params as never).text;
        const dutch = translateApiMessage(code, params);
        if (FIELD_CODES.has(code)) {
          // Said by the code of the field's own message (fieldIssues).
          expect(dutch, code).toBeUndefined();
          continue;
        }
        expect(dutch, `${code} ${JSON.stringify(params)}`).toBeTruthy();
        expect(dutch, `${code} ${JSON.stringify(params)}`).not.toMatch(/undefined|NaN/);
        if (!SAME_IN_DUTCH.has(code)) expect(dutch, `${code}: ${english}`).not.toBe(english);
      }
    }
  });

  it('says one of the api’s sentences a page holds as text by the code it leads back to', () => {
    expect(translateApiText(API_MESSAGES.order_not_found)).toBe('Bestelling niet gevonden');
    expect(translateApiText(API_MESSAGES.image_too_large)).toBe(
      translateApiMessage('image_too_large', undefined),
    );
    expect(translateApiText('A sentence of no code')).toBeUndefined();
  });
});
