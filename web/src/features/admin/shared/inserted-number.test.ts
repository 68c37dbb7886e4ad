import { describe, expect, it } from 'vitest';
import { withSeparators } from './inserted-number';

const money = { decimalSeparator: ',', thousandSeparator: '.' };
const dutchPercent = { decimalSeparator: ',' };
const englishPercent = { decimalSeparator: '.' };

describe('a number inserted at once', () => {
  it('reads a lone point as the decimal comma of a money field', () => {
    expect(withSeparators('12.50', money)).toBe('12,50');
    expect(withSeparators('€ 7.5', money)).toBe('€ 7,5');
  });

  it('keeps a point before three digits as thousands in a money field', () => {
    expect(withSeparators('1.250', money)).toBe('1.250');
    expect(withSeparators('1.250,50', money)).toBe('1.250,50');
    expect(withSeparators('1.250.000', money)).toBe('1.250.000');
  });

  it('reads an English amount with grouping commas', () => {
    expect(withSeparators('1,250.00', money)).toBe('1250,00');
  });

  it('writes a percent with the language’s separator', () => {
    expect(withSeparators('2.5', dutchPercent)).toBe('2,5');
    expect(withSeparators('2,5', englishPercent)).toBe('2.5');
    expect(withSeparators('12.345', dutchPercent)).toBe('12,345');
  });

  it('leaves text already in the field’s format as it is', () => {
    expect(withSeparators('12,50', money)).toBe('12,50');
    expect(withSeparators('2.5', englishPercent)).toBe('2.5');
    expect(withSeparators('250', money)).toBe('250');
  });
});
