import {
  formatEuros,
  SHOP_TIME_ZONE,
  toEuros,
  type Language,
  type OrderKind,
} from '@shop/contracts';
import { currentLanguage } from '@/i18n';

/** Cents as the shop shows money: € 12,50. */
export const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatEuros(toEuros(cents));

/**
 * A number with the language's decimal mark: "17.5", in Dutch "17,5" (money keeps € 12,50 in
 * both); at most two decimals unless `decimals` says otherwise. One formatter per language and
 * precision, kept: a list calls this for every row.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
export function decimal(value: number, decimals = { min: 0, max: 2 }): string {
  const language = currentLanguage();
  const key = `${language}|${decimals.min}|${decimals.max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
      minimumFractionDigits: decimals.min,
      maximumFractionDigits: decimals.max,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A percentage with the language's decimal mark: "12.5 %", in Dutch "12,5 %". */
export const percent = (value: number, decimals = { min: 0, max: 2 }): string =>
  `${decimal(value, decimals)} %`;

/** Metres as kilometres to one decimal: "2.5 km", in Dutch "2,5 km". */
export const kilometres = (metres: number): string =>
  `${decimal(metres / 1000, { min: 1, max: 1 })} km`;

const options: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const dateTimes: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { ...options, timeZone: SHOP_TIME_ZONE }),
  nl: new Intl.DateTimeFormat('nl-NL', { ...options, timeZone: SHOP_TIME_ZONE }),
};

/** An instant as Amsterdam wall-clock time: "25 Nov 2026, 19:30", in Dutch "25 nov 2026, 19:30". */
export const when = (iso: string | null | undefined) =>
  iso ? dateTimes[currentLanguage()].format(new Date(iso)) : '—';

const dayOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const days: Record<Language, Intl.DateTimeFormat> = {
  // The day is read at noon UTC from its own date, so UTC writes it back unchanged.
  en: new Intl.DateTimeFormat('en-GB', { ...dayOptions, timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat('nl-NL', { ...dayOptions, timeZone: 'UTC' }),
};

/** A calendar day YYYY-MM-DD (an Amsterdam day already): "25 Nov 2026", in Dutch "25 nov 2026". */
export const calendarDay = (day: string) =>
  days[currentLanguage()].format(new Date(`${day}T12:00:00Z`));

const withSeconds: Intl.DateTimeFormatOptions = { ...options, second: '2-digit' };
const preciseDateTimes: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { ...withSeconds, timeZone: SHOP_TIME_ZONE }),
  nl: new Intl.DateTimeFormat('nl-NL', { ...withSeconds, timeZone: SHOP_TIME_ZONE }),
};

/** The same to the second, where seconds tell something (an e-mail queued and sent). */
export const whenToTheSecond = (iso: string | null | undefined) =>
  iso ? preciseDateTimes[currentLanguage()].format(new Date(iso)) : '—';

export const KIND_LABELS: Record<OrderKind, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  bar: 'Bar',
};

export const STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  preparing: 'orange',
  ready: 'teal',
  in_transit: 'blue',
  delivered: 'green',
  cancelled: 'red',
};
