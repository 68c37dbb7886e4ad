import { currentLanguage } from './index';

type Translate = (message: string) => string | undefined;

/**
 * The api answers in English with the spec's wording (and a `code` where the shop needs one);
 * the shared schemas' validation messages are English too. In Dutch the SPA shows them through
 * a dictionary keyed by the English text, loaded with the Dutch texts; a message it does not
 * know stays English rather than disappearing.
 */
let dutch: Translate | null = null;

export async function loadMessages(language: string): Promise<void> {
  if (language === 'nl' && !dutch) dutch = (await import('./messages/nl')).default;
}

/** The message in the shop's current language, or as it came when there is no translation. */
export function localizeMessage(message: string): string {
  if (currentLanguage() !== 'nl' || !dutch) return message;
  return dutch(message) ?? message;
}
