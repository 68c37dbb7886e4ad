import type { Language } from '@shop/contracts';
import { getLocale, setLocale } from './paraglide/runtime';
import { LOCALES } from './config';

/**
 * The shop's language, kept by Paraglide's runtime (its `globalVariable` strategy, so the
 * message functions read it through getLocale) and told to React by useLanguage. Set only
 * through changeLanguage: from detect-language.ts at start (index.ts), by the language switch,
 * and by the server for each page it paints (src/first-paint).
 */
const listeners = new Set<() => void>();
/** What a language needs before the page shows it: the api's messages in it. */
const preparations = new Set<(language: Language) => Promise<unknown>>();

/** The language the shop speaks now, one of LANGUAGES. */
export const currentLanguage = (): Language => getLocale();

/** The locale for Intl formats of numbers and dates in the current language. */
export const currentLocale = (): string => LOCALES[currentLanguage()];

export function subscribeToLanguage(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Work changeLanguage waits for before it switches, so the page never shows a mix. */
export function prepareEachLanguage(prepare: (language: Language) => Promise<unknown>): void {
  preparations.add(prepare);
}

/**
 * Switches the shop's language once what it needs is there (a failed preparation shows that
 * part in English rather than holding the switch), then re-renders what shows texts.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([...preparations].map((prepare) => prepare(language).catch(() => undefined)));
  syncDocumentLanguage(language);
  if (language === currentLanguage()) return;
  // No reload: the shop re-renders itself (useLanguage); Paraglide would reload the page.
  void setLocale(language, { reload: false });
  for (const listener of listeners) listener();
}

function syncDocumentLanguage(language: string) {
  // Only a change: writing the attribute, even unchanged, restyles the whole page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
}
