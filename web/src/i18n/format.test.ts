import { afterEach, describe, expect, it } from 'vitest';
import type { Weekday } from '@shop/contracts';
import { OTHER_ZONES, onDeviceInZone } from '@/testing/time-zone';
import {
  amsterdamDateTimeText,
  amsterdamWallClock,
  amsterdamYear,
  formatClock,
  formatClockSeconds,
  formatDay,
  formatMonthYear,
  fromAmsterdamDateTimeText,
  weekdayName,
} from './format';
import { changeLanguage } from './index';

afterEach(() => changeLanguage('en'));

const HOUR_MS = 3_600_000;

/** Every hour of the 48 around each change of clocks and each new month, 2020 to 2031. */
function instantsThatMatter(): Date[] {
  const instants: Date[] = [];
  for (let year = 2020; year <= 2031; year += 1) {
    for (let month = 0; month < 12; month += 1) {
      const turns = [Date.UTC(year, month, 1)];
      if (month === 2 || month === 9) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        turns.push(Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay()));
      }
      for (const turn of turns) {
        for (let hour = -24; hour < 24; hour += 1) instants.push(new Date(turn + hour * HOUR_MS));
      }
    }
  }
  return instants;
}

describe('the restaurant’s calendar, written out without Intl', () => {
  it('reads Amsterdam’s clock as Intl does, summer time included', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    const wrong = instantsThatMatter().filter((instant) => {
      const clock = amsterdamWallClock(instant).toISOString();
      const [day, hour] = intl.format(instant).split(', ');
      const [dd, mm, yyyy] = day!.split('/');
      return clock.slice(0, 13) !== `${yyyy}-${mm}-${dd}T${hour}`;
    });
    expect(wrong.map((instant) => instant.toISOString())).toEqual([]);
  });

  it.each(['en', 'nl'] as const)(
    'writes the month and year in %s as Intl does',
    async (language) => {
      await changeLanguage(language);
      const intl = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'Europe/Amsterdam',
      });
      const wrong = instantsThatMatter().filter(
        (instant) => formatMonthYear(instant) !== intl.format(instant),
      );
      expect(wrong.map((instant) => instant.toISOString())).toEqual([]);
      expect(formatMonthYear(new Date('2026-03-31T23:30:00Z'))).toBe(
        language === 'nl' ? 'apr 2026' : 'Apr 2026',
      );
    },
  );
});

it('names the weekdays in Dutch as Intl does', async () => {
  await changeLanguage('nl');
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  for (const style of ['short', 'long'] as const) {
    const intl = new Intl.DateTimeFormat('nl-NL', { weekday: style, timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    const expected = days.map((_, i) => intl.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
    expect(days.map((day) => weekdayName(day as Weekday, style))).toEqual(
      expected.map((name) => name.replace('.', '')),
    );
  }
});

describe.each(OTHER_ZONES)('on a device whose clock is set to %s', (zone) => {
  onDeviceInZone(zone);

  it('tells the time on Amsterdam’s clock, as the e-mails do', () => {
    // 18:15 UTC is 19:15 in Amsterdam in winter, 20:15 in summer.
    expect(formatClock(new Date('2026-11-28T18:15:00Z'))).toBe('19:15');
    expect(formatClock(new Date('2026-07-01T18:15:00Z'))).toBe('20:15');
    expect(formatClockSeconds(new Date('2026-11-28T18:15:07Z'))).toBe('19:15:07');
    // Late in the evening it is already the next day in Amsterdam.
    expect(formatDay(new Date('2026-12-31T23:30:00Z'))).toBe('Jan 1, 2027');
    expect(amsterdamYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });

  it.each(['en', 'nl'] as const)(
    'writes days and times in %s as Intl does for Amsterdam',
    async (language) => {
      await changeLanguage(language);
      const day = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-US', {
        timeZone: 'Europe/Amsterdam',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      });
      const clock = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Amsterdam',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
      const wrong = instantsThatMatter()
        .map((instant) => new Date(instant.getTime() + 59 * 60_000 + 7_000))
        .filter(
          (instant) =>
            formatDay(instant) !== day.format(instant) ||
            formatClockSeconds(instant) !== clock.format(instant) ||
            formatClock(instant) !== clock.format(instant).slice(0, 5),
        );
      expect(wrong.map((instant) => instant.toISOString())).toEqual([]);
    },
  );

  it('reads a picker’s text as Amsterdam’s clock and writes it back', () => {
    expect(fromAmsterdamDateTimeText('2026-12-24 22:00')?.toISOString()).toBe(
      '2026-12-24T21:00:00.000Z',
    );
    expect(fromAmsterdamDateTimeText('2026-07-01 22:00:00')?.toISOString()).toBe(
      '2026-07-01T20:00:00.000Z',
    );
    expect(amsterdamDateTimeText(new Date('2026-12-24T21:00:00Z'))).toBe('2026-12-24 22:00:00');
    // 02:30 does not exist on the last Sunday of March: read as summer time's 03:30.
    expect(fromAmsterdamDateTimeText('2026-03-29 02:30')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 02:30 happens twice on the last Sunday of October: the first one.
    expect(fromAmsterdamDateTimeText('2026-10-25 02:30')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(fromAmsterdamDateTimeText('tomorrow')).toBeNull();
    const wrong = instantsThatMatter().filter(
      (instant) =>
        fromAmsterdamDateTimeText(amsterdamDateTimeText(instant))?.getTime() !==
          instant.getTime() &&
        // The repeated hour in October reads as its first occurrence.
        amsterdamDateTimeText(instant) !==
          amsterdamDateTimeText(new Date(instant.getTime() - HOUR_MS)),
    );
    expect(wrong.map((instant) => instant.toISOString())).toEqual([]);
  });
});
