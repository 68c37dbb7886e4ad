import { describe, expect, it } from 'vitest';
import { formatEuros, includedVatCents, toCents, toEuros, VAT_RATE_FOOD } from './money';

describe('formatEuros', () => {
  it("shows an undefined amount as '€ 0,00'", () => {
    expect(formatEuros(undefined)).toBe('€ 0,00');
    expect(formatEuros(null)).toBe('€ 0,00');
    expect(formatEuros(Number.NaN)).toBe('€ 0,00');
  });

  it('uses the German number format with two decimals', () => {
    expect(formatEuros(1234.5)).toBe('€ 1.234,50');
    expect(formatEuros(8.95)).toBe('€ 8,95');
    expect(formatEuros(0)).toBe('€ 0,00');
    expect(formatEuros(1000000)).toBe('€ 1.000.000,00');
  });

  it('writes amounts below zero with a minus after the euro sign', () => {
    expect(formatEuros(-3)).toBe('€ -3,00');
    expect(formatEuros(-1234.56)).toBe('€ -1.234,56');
    expect(formatEuros(-0.001)).toBe('€ 0,00');
  });

  it('writes what the German number format writes', () => {
    const german = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const euros of [
      0.05, 0.5, 7.5, 12.34, 99.99, 100, 999.99, 1000, 12345.67, 123456.7, -42.1,
    ]) {
      expect(formatEuros(euros)).toBe(`€ ${german.format(euros)}`);
    }
  });

  it('rounds to cents', () => {
    expect(formatEuros(2.005)).toMatch(/^€ 2,0[01]$/);
    expect(formatEuros(9.999)).toBe('€ 10,00');
  });
});

describe('toCents and toEuros', () => {
  it('turn euros into whole cents and back without float drift', () => {
    expect(toCents(8.95)).toBe(895);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toEuros(895)).toBe(8.95);
    expect(toEuros(100)).toBe(1);
  });
});

describe('includedVatCents', () => {
  it('finds the VAT inside a VAT-inclusive amount', () => {
    // 10.90 including 9 % VAT is 10.00 plus 0.90 VAT.
    expect(includedVatCents(1090, VAT_RATE_FOOD)).toBe(90);
    // 121.00 including 21 % VAT is 100.00 plus 21.00 VAT.
    expect(includedVatCents(12100, 0.21)).toBe(2100);
  });

  it('rounds to whole cents', () => {
    // 8.95 / 1.09 = 8.2110…, so the VAT is 0.7389… and rounds to 74 cents.
    expect(includedVatCents(895, VAT_RATE_FOOD)).toBe(74);
  });

  it('is 0 for a zero amount or a zero rate', () => {
    expect(includedVatCents(0, VAT_RATE_FOOD)).toBe(0);
    expect(includedVatCents(1000, 0)).toBe(0);
  });
});
