import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  codesOf,
  isCodeOf,
  say,
  sayIn,
  type ParamCodeOf,
  type ParamsOf,
  type PlainCodeOf,
  type Translated,
} from './text-catalogue';

const CATALOGUE = {
  closed: 'We are closed',
  ready_at: (p: { at: string }) => `Ready at ${p.at}`,
  total: (p: { cents: number }) => `Total ${(p.cents / 100).toFixed(2)}`,
};

const dutch: Translated<typeof CATALOGUE> = {
  closed: 'We zijn gesloten',
  ready_at: (p) => `Klaar om ${p.at}`,
  total: (p) => `Totaal ${(p.cents / 100).toFixed(2).replace('.', ',')}`,
};

describe('a catalogue of texts by code', () => {
  it('lists its codes and knows them, and nothing it inherits', () => {
    expect(codesOf(CATALOGUE)).toEqual(['closed', 'ready_at', 'total']);
    expect(isCodeOf(CATALOGUE, 'ready_at')).toBe(true);
    expect(isCodeOf(CATALOGUE, 'toString')).toBe(false);
    expect(isCodeOf(CATALOGUE, 42)).toBe(false);
  });

  it('says a code’s English, written from its values', () => {
    expect(say(CATALOGUE, 'closed')).toBe('We are closed');
    expect(say(CATALOGUE, 'ready_at', { at: '19:45' })).toBe('Ready at 19:45');
  });

  it('says a code in a translation, and nothing for what it cannot say', () => {
    expect(sayIn(dutch, 'closed', undefined)).toBe('We zijn gesloten');
    expect(sayIn(dutch, 'total', { cents: 1250 })).toBe('Totaal 12,50');
    // A code from a newer sender, a text with values sent without them, values that do not fit:
    // the caller keeps the English it was sent.
    expect(sayIn(dutch, 'opened_late', undefined)).toBeUndefined();
    expect(sayIn(dutch, 'ready_at', undefined)).toBeUndefined();
    expect(sayIn(dutch, 'total', 'twelve')).toBeUndefined();
    const throwing: Translated<{ broken: (p: { n: number }) => string }> = {
      broken: () => {
        throw new Error('values of another version');
      },
    };
    expect(sayIn(throwing, 'broken', { n: 1 })).toBeUndefined();
  });

  it('types the codes and their values from the English', () => {
    expectTypeOf<PlainCodeOf<typeof CATALOGUE>>().toEqualTypeOf<'closed'>();
    expectTypeOf<ParamCodeOf<typeof CATALOGUE>>().toEqualTypeOf<'ready_at' | 'total'>();
    expectTypeOf<ParamsOf<typeof CATALOGUE, 'ready_at'>>().toEqualTypeOf<{ at: string }>();
    // A translation without one of the codes does not typecheck.
    // @ts-expect-error total is missing
    const partial: Translated<typeof CATALOGUE> = { closed: '', ready_at: () => '' };
    expect(partial).toBeDefined();
  });
});
