import { useEffect } from 'react';
import { usePageTexts } from './api';

/**
 * A page's editable texts with built-in fallbacks: a key the server does not have (or has
 * empty) keeps its fallback, and when the texts cannot be loaded at all the fallbacks show
 * and the failure is logged. `translated` is the fallbacks in the shop's language: a text the
 * restaurant stored shows as written, a built-in one (missing, or stored unchanged) translated.
 */
export function usePageTextsWithFallback<K extends string>(
  page: string,
  fallback: Readonly<Record<K, string>>,
  translated: Readonly<Record<K, string>> = fallback,
): { texts: Record<K, string>; isPending: boolean } {
  const { data, error, isPending } = usePageTexts(page);

  useEffect(() => {
    if (error) {
      // eslint-disable-next-line no-console -- the spec's client log line for this failure
      console.error(`Failed to fetch text content for page: ${page}`, error);
    }
  }, [error, page]);

  const texts: Record<K, string> = { ...translated };
  if (data) {
    for (const key of Object.keys(fallback) as K[]) {
      const value = data[key];
      if (typeof value === 'string' && value.trim() !== '' && value !== fallback[key]) {
        texts[key] = value;
      }
    }
  }
  return { texts, isPending };
}
