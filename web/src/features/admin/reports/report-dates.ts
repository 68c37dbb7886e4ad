import { SHOP_TIME_ZONE } from '@shop/contracts';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Amsterdam as YYYY-MM-DD, whatever the tablet's own time zone. */
export const shopToday = (now = new Date()): string => dayFormat.format(now);

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export type RangePreset = 'day' | 'week' | 'month' | 'last-month';

/** The presets the report screens offer: today, this week (from Monday), this month, last month. */
export function presetRange(preset: RangePreset, today: string): [string, string] {
  switch (preset) {
    case 'day':
      return [today, today];
    case 'week': {
      const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
      return [shift(today, -weekday), today];
    }
    case 'month':
      return [`${today.slice(0, 7)}-01`, today];
    case 'last-month': {
      const firstOfMonth = `${today.slice(0, 7)}-01`;
      const lastOfPrevious = shift(firstOfMonth, -1);
      return [`${lastOfPrevious.slice(0, 7)}-01`, lastOfPrevious];
    }
  }
}

/** Where a report's CSV downloads from: the same call with format=csv (the session cookie rides along). */
export const csvUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}format=csv`;
