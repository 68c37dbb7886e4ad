import { LANGUAGE_COOKIE, type Language } from '@shop/contracts';

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
