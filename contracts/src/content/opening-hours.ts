import { z } from 'zod';
import { vm } from '../errors/validation-messages';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, vm('time_format'));
export const DayHours = z.object({ open: HHMM, close: HHMM });
export type DayHours = z.infer<typeof DayHours>;
/** A day missing from the map, or set to null, is closed. */
export const OpeningHours = z.partialRecord(z.enum(WEEKDAYS), DayHours.nullable());
export type OpeningHours = z.infer<typeof OpeningHours>;

/** Used when the settings hold no (valid) opening hours. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  Monday: { open: '11:00', close: '22:00' },
  Tuesday: { open: '11:00', close: '22:00' },
  Wednesday: { open: '11:00', close: '22:00' },
  Thursday: { open: '11:00', close: '22:00' },
  Friday: { open: '11:00', close: '23:00' },
  Saturday: { open: '11:00', close: '23:00' },
  Sunday: { open: '11:00', close: '23:00' },
};

/** Reads the settings' JSON text; anything unreadable gives the default hours. */
export function parseOpeningHours(text: string | null | undefined): OpeningHours {
  if (!text) return DEFAULT_OPENING_HOURS;
  try {
    const parsed = OpeningHours.safeParse(JSON.parse(text));
    return parsed.success && Object.keys(parsed.data).length > 0
      ? parsed.data
      : DEFAULT_OPENING_HOURS;
  } catch {
    return DEFAULT_OPENING_HOURS;
  }
}

export interface HoursGroup {
  /** First and last day of the run, equal for a single day. */
  from: Weekday;
  to: Weekday;
  /** null when closed. */
  hours: DayHours | null;
}

/** Groups consecutive weekdays with identical hours: Monday–Friday 11:00–22:00, Saturday … */
export function groupOpeningHours(hours: OpeningHours): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (const day of WEEKDAYS) {
    const today = hours[day] ?? null;
    const last = groups.at(-1);
    if (last && sameHours(last.hours, today)) last.to = day;
    else groups.push({ from: day, to: day, hours: today });
  }
  return groups;
}

function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  if (a === null || b === null) return a === b;
  return a.open === b.open && a.close === b.close;
}

/** 'Mon-Fri 11:00-22:00' (short) or 'Monday - Friday' / '11:00 - 22:00' (long). */
export function formatHoursGroup(group: HoursGroup, style: 'short' | 'long' = 'long') {
  const name = (d: Weekday) => (style === 'short' ? d.slice(0, 3) : d);
  const sep = style === 'short' ? '-' : ' - ';
  const days =
    group.from === group.to ? name(group.from) : `${name(group.from)}${sep}${name(group.to)}`;
  const time = group.hours ? `${group.hours.open}${sep}${group.hours.close}` : 'Closed';
  return { days, time };
}
