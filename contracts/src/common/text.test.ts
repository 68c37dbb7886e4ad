import { describe, expect, it } from 'vitest';
import { isPlainName } from './text';

describe('isPlainName', () => {
  it.each([
    'anna',
    'Giulia Rossi',
    'Zoë-van der Berg',
    "O'Neill",
    'Łukasz',
    '李雷',
    'pizza🍕lover',
  ])('accepts %s', (name) => expect(isPlainName(name)).toBe(true));

  it.each([
    ['a right-to-left override', 'anna\u202egnp.exe'],
    ['a zero-width space', 'an\u200bna'],
    ['a control character', 'an\u0007na'],
    ['a lone surrogate', 'an\ud800na'],
    ['markup', '<b>anna</b>'],
  ])('refuses %s', (_, name) => expect(isPlainName(name)).toBe(false));
});
