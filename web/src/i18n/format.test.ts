import { afterEach, describe, expect, it } from 'vitest';
import { amsterdamWallClock, formatMonthYear } from './format';
import { i18n } from './index';

afterEach(() => i18n.changeLanguage('en'));

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
      await i18n.changeLanguage(language);
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
