import 'i18next';
import type en from './en';

/** E-mail keys are checked against the English texts. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'email';
    resources: { email: typeof en };
  }
}
