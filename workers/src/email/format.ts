import { formatEuros } from '@shop/contracts';

/** Header values are one line; a stray line break must not end up in a subject. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Cents as the shop shows euros: '€ 12,50'. */
export const euros = (cents: number) => formatEuros(cents / 100);

/** '21 %' for a rate of 0.21. */
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

// Building an Intl formatter costs far more than using one: building them for every e-mail was
// about a twentieth of the workers' CPU at the dinner peak.
const dayAndTime: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const dateTimeFormats = {
  en: amsterdamFormat('en-GB', dayAndTime),
  nl: amsterdamFormat('nl-NL', dayAndTime),
};
const timeFormat = amsterdamFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

function amsterdamFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Amsterdam', ...options });
}

/** '21 Nov 2026, 14:05' (Dutch: '21 nov 2026, 14:05') in Amsterdam time. */
export function amsterdamDateTime(iso: string, language: 'en' | 'nl' = 'en'): string {
  return dateTimeFormats[language].format(new Date(iso));
}

/** '18:35' in Amsterdam time. */
export function amsterdamTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/**
 * A translated sentence as HTML with the order number in bold: the sentence is escaped, the
 * number (a marker while translating) becomes <strong>#1042</strong>.
 */
export function strongNumber(sentence: (marker: string) => string, number: string): string {
  const marker = '\u0000';
  return escapeHtml(sentence(marker)).replace(marker, `<strong>${escapeHtml(number)}</strong>`);
}
