import type { Language } from '@shop/contracts';
// Its own entry: the contracts' index would bring zod's schemas with it wherever the bundler
// does not drop what is unused (the tests), and i18n loads before zod's setting is made.
import { LANGUAGE_COOKIE } from '@shop/contracts/language-cookie';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Tells the server the customer's chosen language, so the pages it paints itself (home and
 * the menu, src/first-paint) come in it from the first byte. Only a choice is written, as in
 * the browser's storage; without one the server follows the browser's Accept-Language.
 */
export function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
