import { describe, expect, it } from 'vitest';
import { startOfShopDay } from './shop-day';

describe('startOfShopDay', () => {
  it('is midnight in Amsterdam, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(startOfShopDay(new Date('2026-11-25T18:30:00Z')).toISOString()).toBe(
      '2026-11-24T23:00:00.000Z',
    );
    expect(startOfShopDay(new Date('2026-07-01T21:59:00Z')).toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
  });

  it('an instant just after Amsterdam midnight belongs to the new day', () => {
    expect(startOfShopDay(new Date('2026-11-24T23:00:01Z')).toISOString()).toBe(
      '2026-11-24T23:00:00.000Z',
    );
    expect(startOfShopDay(new Date('2026-11-24T22:59:59Z')).toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
  });
});
