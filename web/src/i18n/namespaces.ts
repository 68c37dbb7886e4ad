import type { Language } from '@shop/contracts';
import { loadNamespace } from './load-namespace';
import { FALLBACK_LANGUAGE } from './config';
import { currentLanguage, prepareEachLanguage } from './language';
import { setLoadedTranslator } from './loaded-translator';
import { Translator } from './translator';

/**
 * The texts of the areas not yet on Paraglide (pages, account, orders, push, portal),
 * fetched by namespace with the pages that show them: this module comes with those pages, never
 * with the first load (docs/decisions/0052-texts-on-a-library.md). It speaks the shop's
 * language (language.ts), and a switch waits for the namespaces in use in the new language.
 */
export const i18n = new Translator<Language>({
  language: currentLanguage(),
  fallback: FALLBACK_LANGUAGE,
  bundled: {},
  load: loadNamespace,
});
prepareEachLanguage((language) => i18n.changeLanguage(language));
setLoadedTranslator(i18n);
