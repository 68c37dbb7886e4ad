import type { Language } from '@shop/contracts';
import type { Translator } from './translator';

/**
 * The translator once its module (namespaces.ts) has run. Components still on it reach it
 * through useTranslation, which fetches it with the first page that needs it: the shell and
 * the pages on Paraglide never load it (docs/decisions/0052-texts-on-a-library.md).
 */
let loaded: Translator<Language> | undefined;
let loading: Promise<unknown> | undefined;

export const loadedTranslator = (): Translator<Language> | undefined => loaded;

/** Called by namespaces.ts as it runs. */
export function setLoadedTranslator(translator: Translator<Language>): void {
  loaded = translator;
}

/** Fetches the translator's module once; a failed fetch is tried again the next time. */
export function loadTranslator(): Promise<unknown> {
  return (loading ??= import('./namespaces').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}
