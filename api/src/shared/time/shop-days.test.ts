import { describe, expect, it } from 'vitest';
import { endOfDate, shopDateMinus, shopDayRange, shopMonthRange, startOfDate } from './shop-days';

describe("the shop's Amsterdam days", () => {
  it('starts a winter day at 23:00 UTC the evening before, a summer day at 22:00', () => {
    expect(startOfDate('2026-11-28').toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(startOfDate('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('ends a day at the start of the next, across the change to winter time', () => {
    // 25 October 2026 has 25 hours in Amsterdam.
    expect(endOfDate('2026-10-25').getTime() - startOfDate('2026-10-25').getTime()).toBe(
      25 * 3600_000,
    );
    expect(startOfDate('2026-10-24', 2)).toEqual(startOfDate('2026-10-26'));
  });

  it('counts days back across months and years', () => {
    expect(shopDateMinus('2026-01-01', 1)).toBe('2025-12-31');
    expect(shopDateMinus('2026-03-01', -30)).toBe('2026-03-31');
  });

  it('covers a range of days and of months, both ends included', () => {
    expect(shopDayRange('2026-11-01', '2026-11-30')).toEqual({
      start: new Date('2026-10-31T23:00:00Z'),
      end: new Date('2026-11-30T23:00:00Z'),
    });
    expect(shopMonthRange('2026-11', '2026-12')).toEqual({
      start: new Date('2026-10-31T23:00:00Z'),
      end: new Date('2026-12-31T23:00:00Z'),
    });
  });
});
