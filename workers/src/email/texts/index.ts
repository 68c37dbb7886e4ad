import i18next, { type TFunction } from 'i18next';
import type { Language } from '@shop/contracts';
import en from './en';
import nl from './nl';

/** One i18next instance for every e-mail, both languages loaded at once (they are small). */
const texts = i18next.createInstance();
void texts.init({
  resources: { en: { email: en }, nl: { email: nl } },
  fallbackLng: 'en',
  ns: ['email'],
  defaultNS: 'email',
  initAsync: false,
  // E-mails escape their HTML themselves, per paragraph.
  interpolation: { escapeValue: false },
});

export type EmailT = TFunction<'email'>;

/** The e-mail texts in one language. */
export const emailTexts = (language: Language): EmailT =>
  texts.getFixedT(language, 'email') as unknown as EmailT;
