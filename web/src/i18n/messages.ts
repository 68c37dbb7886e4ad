import { currentLanguage } from './index';

type Translate = (message: string) => string | undefined;
type TranslateCode = (code: unknown, params: unknown) => string | undefined;

/**
 * The api answers in English, and every error body names its message's `code` (and the values
 * of its text in `params`): a Dutch visitor sees the Dutch of the code
 * (messages/nl-api.ts), whatever the English says. The shared schemas' validation messages,
 * in forms and in the api's field errors, are still translated by their English text through a
 * dictionary (messages/nl.ts), as are the shop's other English sentences. Both load with the
 * Dutch texts; a message neither knows stays English rather than disappearing.
 */
let dutch: Translate | null = null;
let dutchByCode: TranslateCode | null = null;

export async function loadMessages(language: string): Promise<void> {
  if (language !== 'nl' || (dutch && dutchByCode)) return;
  const [texts, api] = await Promise.all([import('./messages/nl'), import('./messages/nl-api')]);
  dutch = texts.default;
  dutchByCode = api.translateApiMessage;
}

/** The message in the shop's current language, or as it came when there is no translation. */
export function localizeMessage(message: string): string {
  if (currentLanguage() !== 'nl' || !dutch) return message;
  return dutch(message) ?? message;
}

/**
 * What an api error body says, in the shop's current language: the Dutch of its `code`, else
 * `message` (the body's English, or what stood in for it) translated as text.
 */
export function localizeApiMessage(body: unknown, message: string): string {
  if (currentLanguage() !== 'nl') return message;
  if (dutchByCode && body && typeof body === 'object') {
    const { code, params } = body as { code?: unknown; params?: unknown };
    const text = dutchByCode(code, params);
    if (text !== undefined) return text;
  }
  return localizeMessage(message);
}
