import type { Notification } from '@shop/contracts';
// The switches' module alone, without zod: i18n loads before any schema is built (zod-jitless.ts).
import { orderingEnglish, type OrderingText } from '@shop/contracts/ordering-status';
import { currentLanguage } from './index';
import type * as DutchMessages from './messages/dutch';

/**
 * The api answers in English, and every error body names its message's `code` (and the values
 * of its text in `params`): a Dutch visitor sees the Dutch of the code (messages/nl-api.ts),
 * whatever the English says. The shared schemas' validation messages have codes too
 * (messages/nl-validation.ts): a form's message leads back to its code through the contracts'
 * catalogue, and the api's field errors name theirs (`fieldIssues`); the stored notifications
 * name the codes of their title and message (messages/nl-notifications.ts), the ordering
 * switches theirs (messages/nl-ordering.ts). The web's own sentences are Paraglide messages
 * (`m.…()`), never held here as English. All of it loads as one module with the Dutch texts
 * (messages/dutch.ts), never in the first load; a message none of them knows (a code from a
 * newer api) stays English rather than disappearing.
 */
let dutch: typeof DutchMessages | null = null;

export async function loadMessages(language: string): Promise<void> {
  if (language !== 'nl' || dutch) return;
  dutch = await import('./messages/dutch');
}

const inDutch = () => (currentLanguage() === 'nl' ? dutch : null);

/**
 * The message in the shop's current language, or as it came when there is no translation: the
 * English of a validation message or of one of the api's, held as text, by the code it leads
 * back to in the contracts' catalogues.
 */
export function localizeMessage(message: string): string {
  return inDutch()?.text(message) ?? message;
}

/**
 * A shared schema's validation message, as a form's resolver or a schema's refusal gives it, in
 * the shop's current language: the Dutch of its code (the English leads back to it through the
 * contracts' catalogue). A text of the web's own is said as `localizeMessage` says it.
 */
export function localizeValidationMessage(message: string): string {
  return inDutch()?.validation(message) ?? message;
}

/**
 * A zod issue of a shared schema, as a page that checks a schema itself holds it: by the code the
 * issue names itself (a text made of what was typed), else by its English's code.
 */
export function localizeIssue(issue: { message: string; params?: unknown }): string {
  return inDutch()?.zodIssue(issue) ?? issue.message;
}

/**
 * One of the api's field messages (`fieldIssues`) in the shop's current language: the Dutch of
 * its code, a validation code or one of the api's own; else its English as text.
 */
export function localizeFieldIssue(issue: { code?: unknown; params?: unknown }, message: string) {
  const d = inDutch();
  return (d && (d.fieldIssue(issue) ?? d.text(message))) ?? message;
}

/**
 * What an api error body says, in the shop's current language: the Dutch of its `code` (for
 * `invalid_data`, of its first field's code); else `message` (the body's English, or what stood
 * in for it) translated as text.
 */
export function localizeApiMessage(body: unknown, message: string): string {
  const d = inDutch();
  return (d && (d.body(body) ?? d.text(message))) ?? message;
}

/**
 * What the ordering switches say (a banner, a closed service's label), by its code, in the
 * shop's current language: the English is in the first load, the Dutch comes with the Dutch
 * texts.
 */
export function localizeOrdering(text: OrderingText): string {
  return inDutch()?.ordering(text) ?? orderingEnglish(text);
}

/**
 * A stored notification's title and message in the shop's current language: the Dutch of their
 * codes (`texts`); one someone typed, which has none, as typed.
 */
export function localizeNotification(
  notification: Pick<Notification, 'title' | 'message' | 'texts'>,
): { title: string; message: string } {
  const { title, message, texts } = notification;
  const d = inDutch();
  if (!d || !texts) return { title, message };
  return {
    title: d.notification(texts.title) ?? title,
    message: d.notification(texts.message) ?? message,
  };
}
