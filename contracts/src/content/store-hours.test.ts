import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from './opening-hours';
import {
  defaultPauseEnd,
  hoursOn,
  isOpenAt,
  nextOpeningAfter,
  shopInstant,
  type StoreCalendar,
} from './store-hours';
import { capacityDelayMinutes } from './store-settings.schema';

const calendar: StoreCalendar = {
  openingHours: { ...DEFAULT_OPENING_HOURS, Friday: { open: '12:00', close: '01:00' } },
  exceptions: [{ date: '2026-12-25', hours: null, note: 'Christmas' }],
};

describe('store hours', () => {
  it('reads wall-clock times in Amsterdam, winter and summer', () => {
    expect(shopInstant('2026-01-15', '11:00').toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(shopInstant('2026-07-15', '11:00').toISOString()).toBe('2026-07-15T09:00:00.000Z');
  });

  it('is open inside the hours and closed outside them', () => {
    // Wednesday 25 November 2026, 11:00–22:00.
    expect(isOpenAt(calendar, shopInstant('2026-11-25', '10:59'))).toBe(false);
    expect(isOpenAt(calendar, shopInstant('2026-11-25', '11:00'))).toBe(true);
    expect(isOpenAt(calendar, shopInstant('2026-11-25', '21:59'))).toBe(true);
    expect(isOpenAt(calendar, shopInstant('2026-11-25', '22:00'))).toBe(false);
  });

  it('keeps a Friday that closes at 01:00 open past midnight', () => {
    expect(isOpenAt(calendar, shopInstant('2026-11-28', '00:30'))).toBe(true);
    expect(isOpenAt(calendar, shopInstant('2026-11-28', '01:00'))).toBe(false);
    expect(defaultPauseEnd(calendar, shopInstant('2026-11-27', '20:00'))).toEqual(
      shopInstant('2026-11-28', '01:00'),
    );
  });

  it('lets an exception replace the weekday: closed on Christmas, next opening the day after', () => {
    expect(hoursOn(calendar, '2026-12-25')).toBeNull();
    expect(isOpenAt(calendar, shopInstant('2026-12-25', '13:00'))).toBe(false);
    expect(nextOpeningAfter(calendar, shopInstant('2026-12-25', '13:00'))).toEqual(
      shopInstant('2026-12-26', '11:00'),
    );
  });

  it('ends a pause set while closed at the next opening', () => {
    expect(defaultPauseEnd(calendar, shopInstant('2026-11-25', '23:00'))).toEqual(
      shopInstant('2026-11-26', '11:00'),
    );
  });
});

describe('kitchen capacity', () => {
  const delay = { ordersPer15Minutes: 10, whenFull: 'delay', delayMinutes: 15 } as const;

  it('moves nothing below the capacity, then a step per full batch ahead', () => {
    expect(capacityDelayMinutes(9, delay)).toBe(0);
    expect(capacityDelayMinutes(10, delay)).toBe(15);
    expect(capacityDelayMinutes(25, delay)).toBe(30);
  });

  it('answers null (pause) when the store chose to pause, and 0 without a limit', () => {
    expect(capacityDelayMinutes(10, { ...delay, whenFull: 'pause' })).toBeNull();
    expect(capacityDelayMinutes(1000, { ...delay, ordersPer15Minutes: null })).toBe(0);
  });
});
