import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@shop/contracts';
import { detectLanguage } from './detect-language';
import { lazyBackend } from './lazy-backend';
import { loadMessages } from './messages';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  SHOP_NAMESPACES,
  isLanguage,
} from './config';
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

/**
 * Starts i18next: the customer's remembered choice, else the first of the browser's preferred
 * languages the shop speaks, else English. Resolves when the shop's texts are loaded.
 */
export async function initI18n(options: { language?: Language } = {}) {
  const language = options.language ?? startLanguage();
  i18n.on('languageChanged', (changed) => {
    syncDocumentLanguage(changed);
    void loadMessages(changed);
  });
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      resources: { en: englishResources },
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      ns: [...SHOP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A namespace that arrives after the first render (a lazy area's) re-renders its users.
      react: { bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    });
  await loadMessages(currentLanguage());
}

/** The browser's: the customer's choice (told to the server too) or the detected one. */
function startLanguage(): Language {
  const chosen = local.get(LANGUAGE_STORAGE_KEY);
  // A choice made before the server painted pages reaches it this way (language-cookie.ts).
  if (isLanguage(chosen)) writeLanguageCookie(chosen);
  return detectLanguage(chosen);
}

/** The language the shop speaks now, one of LANGUAGES. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/** The locale for Intl formats of numbers and dates in the current language. */
export const currentLocale = (): string => LOCALES[currentLanguage()];

export { i18n };
