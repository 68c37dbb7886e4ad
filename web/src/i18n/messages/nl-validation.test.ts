import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES,
  vm,
  type ParamValidationCode,
  type PlainValidationCode,
  type ValidationParams,
} from '@shop/contracts';
import {
  dutchValidationMessages,
  translateValidationMessage,
  translateValidationText,
  type DutchValidationMessages,
} from './nl-validation';

/** Values for every code whose text has them: a new one fails the typecheck until it has some. */
const SAMPLES: { [C in ParamValidationCode]: ValidationParams<C>[] } = {
  unknown_status: [{ options: 'pending, ready' }],
  kitchen_ids_too_many: [{ max: 50 }],
  signature_too_many_points: [{ max: 2000 }],
  signature_too_many_strokes: [{ max: 50 }],
  tick_checkbox: [{ label: 'I will carry food according to the hygiene rules in section 5.' }],
  flag_true_or_false: [{ name: 'available' }],
  test_status: [{ options: 'paid, accepted' }],
  field_required: (['name', 'option_name', 'option_value', 'tag', 'drink', 'address'] as const).map(
    (field) => ({ field }),
  ),
  field_too_long: [{ field: 'option_value', max: 100 }],
  price_too_high: [{ max: 1000 }],
  at_most_characters: [{ max: 80 }],
  amount_not_a_number: [{ amount: 'delivery_fee' }, { amount: 'minimum_order' }],
  amount_not_whole_cents: [{ amount: 'minimum_order' }],
  amount_negative: [{ amount: 'delivery_fee' }],
  amount_too_high: [{ amount: 'minimum_order', maxCents: 100_000 }],
  use_at_most_characters: [{ max: 120 }],
  page_text_too_long: [{ max: 2000 }],
  too_many_page_texts: [{ max: 200 }],
  page_text_key: [{ key: 'hero title', max: 60 }],
  report_too_many_days: [{ max: 366 }],
  report_too_many_months: [{ max: 24 }],
};

describe('the Dutch of the validation codes', () => {
  it('says every code, each value of it, in Dutch', () => {
    for (const [code, entry] of Object.entries(VALIDATION_MESSAGES)) {
      const samples =
        typeof entry === 'string' ? [undefined] : SAMPLES[code as ParamValidationCode];
      for (const params of samples) {
        const dutch = translateValidationMessage(code, params ?? {});
        expect(dutch, `${code} ${JSON.stringify(params)}`).toBeTruthy();
        expect(dutch, code).not.toMatch(/undefined|NaN/);
        const english =
          params === undefined
            ? vm(code as PlainValidationCode)
            : vm(code as ParamValidationCode, params as never);
        expect(dutch, `${code}: ${english}`).not.toBe(english);
      }
    }
  });

  it('writes the values into the Dutch', () => {
    expect(translateValidationMessage('field_required', { field: 'option_value' })).toBe(
      'Vul een waarde voor de optie in',
    );
    expect(
      translateValidationMessage('amount_too_high', { amount: 'delivery_fee', maxCents: 10_000 }),
    ).toBe('Vul bij bezorgkosten maximaal € 100 in');
  });

  it('says a schema’s English in Dutch by the code it leads back to', () => {
    expect(translateValidationText('Username must be at least 3 characters')).toBe(
      'Je gebruikersnaam moet minstens 3 tekens hebben',
    );
    expect(translateValidationText(vm('at_most_characters', { max: 80 }))).toBe(
      'Maximaal 80 tekens',
    );
    expect(translateValidationText('Invalid input: expected string')).toBeUndefined();
  });

  it('leaves a code it does not know, or values that do not fit, to the English', () => {
    expect(translateValidationMessage('a_code_from_later', undefined)).toBeUndefined();
    expect(translateValidationMessage('field_required', undefined)).toBeUndefined();
  });
});

/** Never run: `npm run typecheck` reads it. A code without its Dutch does not compile. */
export function typeChecks(): DutchValidationMessages {
  const { username_required: _dropped, ...missing } = dutchValidationMessages;
  // @ts-expect-error username_required has no Dutch
  return missing;
}
