/** The language switch and the hooks that read or change the language. */
export { LanguageSwitch } from './language-switch';
export { useChangeLanguage, useLanguage } from './use-change-language';
