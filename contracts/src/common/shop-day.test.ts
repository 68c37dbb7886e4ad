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

describe('startOfShopDay on the days the clocks change', () => {
  it('starts 25 October 2026 at 22:00 UTC, in summer time, and lasts 25 hours', () => {
    const start = startOfShopDay(new Date('2026-10-25T12:00:00Z'));
    expect(start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    const next = startOfShopDay(new Date('2026-10-26T12:00:00Z'));
    expect(next.getTime() - start.getTime()).toBe(25 * 3600_000);
  });

  it('starts 29 March 2026 at 23:00 UTC, in winter time, and lasts 23 hours', () => {
    const start = startOfShopDay(new Date('2026-03-29T12:00:00Z'));
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    const next = startOfShopDay(new Date('2026-03-30T12:00:00Z'));
    expect(next.getTime() - start.getTime()).toBe(23 * 3600_000);
  });

  it('puts the hour after midnight on 25 October in that day', () => {
    expect(startOfShopDay(new Date('2026-10-24T22:30:00Z')).toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
  });
});
