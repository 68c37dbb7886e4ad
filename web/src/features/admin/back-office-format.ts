import { formatEuros, toEuros, type Language, type OrderKind } from '@shop/contracts';
import { currentLanguage } from '@/i18n';

/** Cents as the shop shows money: € 12,50. */
export const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatEuros(toEuros(cents));

/**
 * A percentage with the language's decimal mark: "12.5 %", in Dutch "12,5 %" (money keeps
 * € 12,50 in both); at most two decimals unless `decimals` says otherwise. One formatter per
 * language and precision, kept: a list calls this for every row.
 */
const percentFormats = new Map<string, Intl.NumberFormat>();
export function percent(value: number, decimals = { min: 0, max: 2 }): string {
  const language = currentLanguage();
  const key = `${language}|${decimals.min}|${decimals.max}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
      minimumFractionDigits: decimals.min,
      maximumFractionDigits: decimals.max,
    });
    percentFormats.set(key, format);
  }
  return `${format.format(value)} %`;
}

const options: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Amsterdam',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const dateTimes: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', options),
  nl: new Intl.DateTimeFormat('nl-NL', options),
};

/** An instant as Amsterdam wall-clock time: "25 Nov 2026, 19:30", in Dutch "25 nov 2026, 19:30". */
export const when = (iso: string | null | undefined) =>
  iso ? dateTimes[currentLanguage()].format(new Date(iso)) : '—';

const dayOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const days: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', dayOptions),
  nl: new Intl.DateTimeFormat('nl-NL', dayOptions),
};

/** A calendar day YYYY-MM-DD (an Amsterdam day already): "25 Nov 2026", in Dutch "25 nov 2026". */
export const calendarDay = (day: string) =>
  days[currentLanguage()].format(new Date(`${day}T12:00:00Z`));

const withSeconds: Intl.DateTimeFormatOptions = { ...options, second: '2-digit' };
const preciseDateTimes: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', withSeconds),
  nl: new Intl.DateTimeFormat('nl-NL', withSeconds),
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
