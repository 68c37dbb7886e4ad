/**
 * The e-mails' texts as Paraglide's message functions, compiled from the typed modules en.ts and
 * nl.ts (nl typed from en, so a Dutch text missing fails the typecheck) by workers/build/texts.ts
 * into ./paraglide (generated, not committed): 'status.confirmedSubject' is
 * `m.email_status_confirmedSubject({ n }, { locale })`.
 *
 * One process writes e-mails in both languages at once, so the process has no language: every
 * call names the recipient's, and a call without `{ locale }` throws instead of writing English.
 */
import { overwriteGetLocale } from './paraglide/runtime';

export { m } from './paraglide/messages';

overwriteGetLocale(() => {
  throw new Error('An e-mail text was asked for without its language: pass { locale }.');
});
