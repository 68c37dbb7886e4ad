import type { Language } from '@shop/contracts';
import { detectLanguage } from './detect-language';
import { loadMessages } from './messages';
import { LANGUAGE_STORAGE_KEY, isLanguage } from './config';
import { changeLanguage, prepareEachLanguage } from './language';
import { writeLanguageCookie } from './language-cookie';
import { local } from '@/lib/session-storage';

export { changeLanguage, currentLanguage, currentLocale } from './language';

// The api's messages in the new language are there before the page shows it.
prepareEachLanguage(loadMessages);

/**
 * Starts the shop's language: the customer's remembered choice, else the first of the browser's
 * preferred languages the shop speaks, else English. Resolves when what the language needs is
 * loaded (the texts of `common` and `shop` are in the code, both languages).
 */
export async function initI18n(options: { language?: Language } = {}) {
  await changeLanguage(options.language ?? startLanguage());
}

/** The browser's: the customer's choice (told to the server too) or the detected one. */
function startLanguage(): Language {
  const chosen = local.get(LANGUAGE_STORAGE_KEY);
  // A choice made before the server painted pages reaches it this way (language-cookie.ts).
  if (isLanguage(chosen)) writeLanguageCookie(chosen);
  return detectLanguage(chosen);
}
