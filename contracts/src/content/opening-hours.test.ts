import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_HOURS,
  formatHoursGroup,
  groupOpeningHours,
  parseOpeningHours,
  type OpeningHours,
} from './opening-hours';

const SHOP_HOURS: OpeningHours = {
  Monday: { open: '11:00', close: '22:00' },
  Tuesday: { open: '11:00', close: '22:00' },
  Wednesday: { open: '11:00', close: '22:00' },
  Thursday: { open: '11:00', close: '22:00' },
  Friday: { open: '11:00', close: '22:00' },
  Saturday: { open: '12:00', close: '23:00' },
  Sunday: { open: '12:00', close: '21:00' },
};

describe('parseOpeningHours', () => {
  it('reads the JSON text the settings hold', () => {
    expect(parseOpeningHours(JSON.stringify(SHOP_HOURS))).toEqual(SHOP_HOURS);
  });

  it('keeps a day set to null as closed', () => {
    const hours = parseOpeningHours(JSON.stringify({ ...SHOP_HOURS, Monday: null }));
    expect(hours.Monday).toBeNull();
    expect(hours.Tuesday).toEqual({ open: '11:00', close: '22:00' });
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['empty text', ''],
    ['text that is not JSON', 'Mon-Fri 11-22'],
    ['an empty object', '{}'],
    ['a JSON array', '[]'],
    ['a time that is not HH:MM', JSON.stringify({ Monday: { open: '11', close: '22:00' } })],
    ['an unknown day', JSON.stringify({ Funday: { open: '11:00', close: '22:00' } })],
  ])('when the settings hold %s, then the default hours apply', (_label, text) => {
    expect(parseOpeningHours(text)).toEqual(DEFAULT_OPENING_HOURS);
  });

  it('defaults to Monday-Thursday 11:00-22:00 and Friday-Sunday 11:00-23:00', () => {
    const groups = groupOpeningHours(DEFAULT_OPENING_HOURS).map((g) => formatHoursGroup(g));
    expect(groups).toEqual([
      { days: 'Monday - Thursday', time: '11:00 - 22:00' },
      { days: 'Friday - Sunday', time: '11:00 - 23:00' },
    ]);
  });
});

describe('groupOpeningHours', () => {
  it('groups consecutive days with identical hours', () => {
    expect(groupOpeningHours(SHOP_HOURS)).toEqual([
      { from: 'Monday', to: 'Friday', hours: { open: '11:00', close: '22:00' } },
      { from: 'Saturday', to: 'Saturday', hours: { open: '12:00', close: '23:00' } },
      { from: 'Sunday', to: 'Sunday', hours: { open: '12:00', close: '21:00' } },
    ]);
  });

  it('does not join equal days that are not consecutive', () => {
    const hours: OpeningHours = {
      ...SHOP_HOURS,
      Wednesday: { open: '17:00', close: '22:00' },
    };
    expect(groupOpeningHours(hours).map((g) => [g.from, g.to])).toEqual([
      ['Monday', 'Tuesday'],
      ['Wednesday', 'Wednesday'],
      ['Thursday', 'Friday'],
      ['Saturday', 'Saturday'],
      ['Sunday', 'Sunday'],
    ]);
  });

  it('groups closed days, whether missing or null', () => {
    const hours: OpeningHours = { ...SHOP_HOURS, Monday: null };
    delete hours.Tuesday;
    expect(groupOpeningHours(hours)[0]).toEqual({ from: 'Monday', to: 'Tuesday', hours: null });
  });
});

describe('formatHoursGroup', () => {
  const [weekdays, saturday] = groupOpeningHours(SHOP_HOURS);

  it('writes the short form the footer uses', () => {
    expect(formatHoursGroup(weekdays!, 'short')).toEqual({ days: 'Mon-Fri', time: '11:00-22:00' });
    expect(formatHoursGroup(saturday!, 'short')).toEqual({ days: 'Sat', time: '12:00-23:00' });
  });

  it('writes the long form the contact page uses', () => {
    expect(formatHoursGroup(weekdays!, 'long')).toEqual({
      days: 'Monday - Friday',
      time: '11:00 - 22:00',
    });
    expect(formatHoursGroup(saturday!)).toEqual({ days: 'Saturday', time: '12:00 - 23:00' });
  });

  it('says Closed for a closed group', () => {
    expect(formatHoursGroup({ from: 'Monday', to: 'Monday', hours: null }, 'short')).toEqual({
      days: 'Mon',
      time: 'Closed',
    });
  });
});
