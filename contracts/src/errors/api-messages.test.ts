import { describe, expect, it } from 'vitest';
import { ORDERING_TEXTS } from '../content/ordering-status';
import { ORDER_STATUS_LABELS } from '../orders/order.schema';
import { ErrorBody } from '../common/errors';
import { API_MESSAGES, API_MESSAGE_CODES, FIELD_MESSAGE_CODES, apiMessage } from './api-messages';

describe('the catalogue of the api messages', () => {
  it('names every message by a snake_case code', () => {
    for (const code of API_MESSAGE_CODES) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(FIELD_MESSAGE_CODES.every((code) => API_MESSAGE_CODES.includes(code))).toBe(true);
  });

  it('writes a text with values from its params, and sends the params with it', () => {
    expect(apiMessage('not_found')).toEqual({ code: 'not_found', text: 'Not found' });
    expect(apiMessage('below_minimum_order', { zone: 'Centrum', minimumOrderCents: 1250 })).toEqual(
      {
        code: 'below_minimum_order',
        params: { zone: 'Centrum', minimumOrderCents: 1250 },
        text: 'The minimum order for Centrum is € 12,50',
      },
    );
    expect(apiMessage('too_many_attempts', { minutes: 1 }).text).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
  });

  it('keeps the ordering switches’ texts, a catalogue of the first load, the same', () => {
    // ordering-status.ts imports no catalogue: it is in the first load of every page.
    expect(API_MESSAGES.ordering_disabled).toBe(ORDERING_TEXTS.master_off);
    for (const service of ['food', 'bar', 'merchandise'] as const) {
      expect(API_MESSAGES[`${service}_ordering_disabled`]).toBe(
        ORDERING_TEXTS.service_off({ service }),
      );
    }
  });

  it('names an order’s status as the orders name it', () => {
    for (const [status, label] of Object.entries(ORDER_STATUS_LABELS)) {
      const text = apiMessage('invalid_transition', { order: 7, reason: 'already', status }).text;
      expect(text).toBe(`Order #7 is already ${label}`);
    }
  });

  it('is the error body’s list of codes', () => {
    const body = { type: 'not_found', code: 'not_found', message: 'Not found' };
    expect(ErrorBody.safeParse(body).success).toBe(true);
    expect(ErrorBody.safeParse({ ...body, code: 'no_such_code' }).success).toBe(false);
    expect(ErrorBody.safeParse({ type: 'not_found', message: 'Not found' }).success).toBe(false);
  });
});
