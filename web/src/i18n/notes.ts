import type { ApiMessage } from '@shop/contracts';
import { localizeFieldIssue } from './messages';

/**
 * A sentence an answer carries as data with its code beside it (an answer's `texts`: a QR
 * check's verdict, a zone's overlap, a refund that is blocked) in the shop's current language:
 * the Dutch of its code, one of the api's or a validation code; without one, its English
 * translated as text. Apart from messages.ts, which is in every page's first load: only pages
 * loaded later say notes.
 */
export const localizeNote = (
  coded: { code?: unknown; params?: unknown } | undefined,
  english: string,
): string => localizeFieldIssue(coded ?? {}, english);

/**
 * One of the api's messages that the web writes itself from the contracts' catalogue
 * (`apiMessage(code, params)`), in the shop's current language: the Dutch of its code.
 */
export const sayApiMessage = (message: ApiMessage): string =>
  localizeFieldIssue(message, message.text);
