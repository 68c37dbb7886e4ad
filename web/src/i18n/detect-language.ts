import type { Language } from '@shop/contracts';
import { local } from '@/lib/session-storage';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage } from './config';

/**
 * The language to start in: the customer's own choice when they made one (remembered by the
 * language switch), else the first of the browser's preferred languages the shop speaks
 * ('nl-BE' counts as Dutch), else English. A detected language is never stored: only a choice.
 * Written here rather than with a detector library, which reads cookies, the query
 * string and more that the shop does not use, at 2 KB of the first load.
 */
export function detectLanguage(
  chosen: string | null = local.get(LANGUAGE_STORAGE_KEY),
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  if (isLanguage(chosen)) return chosen;
  for (const tag of preferred) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(language)) return language;
  }
  return FALLBACK_LANGUAGE;
}
