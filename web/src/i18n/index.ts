import type { Language } from '@shop/contracts';
import { detectLanguage } from './detect-language';
import { loadNamespace } from './load-namespace';
import { loadMessages } from './messages';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  SHOP_NAMESPACES,
  isLanguage,
} from './config';
import { Translator } from './translator';
import { writeLanguageCookie } from './language-cookie';
import { local } from '@/lib/session-storage';
import common from './locales/en/common';
import shop from './locales/en/shop';

/** English is part of the app's code: the fallback must never wait for the network. */
export const englishResources = { common, shop };

function syncDocumentLanguage(language: string) {
  // Only a change: writing the attribute, even unchanged, restyles the whole page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
}

/** The shop's texts, in English until initI18n has found the customer's language. */
export const i18n = new Translator<Language>({
  language: FALLBACK_LANGUAGE,
  fallback: FALLBACK_LANGUAGE,
  bundled: { en: englishResources },
  load: loadNamespace,
  // The api's messages in the new language are there before the page shows it.
  prepare: loadMessages,
});
i18n.on('languageChanged', syncDocumentLanguage);

/**
 * Starts the shop's language: the customer's remembered choice, else the first of the browser's
 * preferred languages the shop speaks, else English. Resolves when the shop's texts are loaded.
 */
export async function initI18n(options: { language?: Language } = {}) {
  const language = options.language ?? startLanguage();
  await i18n.loadNamespaces(SHOP_NAMESPACES, language);
  await i18n.changeLanguage(language);
  syncDocumentLanguage(language);
}

/** The browser's: the customer's choice (told to the server too) or the detected one. */
function startLanguage(): Language {
  const chosen = local.get(LANGUAGE_STORAGE_KEY);
  // A choice made before the server painted pages reaches it this way (language-cookie.ts).
  if (isLanguage(chosen)) writeLanguageCookie(chosen);
  return detectLanguage(chosen);
}

/** The language the shop speaks now, one of LANGUAGES. */
export const currentLanguage = (): Language => i18n.language;

/** The locale for Intl formats of numbers and dates in the current language. */
export const currentLocale = (): string => LOCALES[currentLanguage()];
