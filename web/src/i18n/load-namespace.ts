import type { Namespace, Texts } from './translator';

/** Each language's namespace is its own chunk, fetched the first time it is needed. */
const modules = import.meta.glob<{ default: Texts }>([
  './locales/*/*.ts',
  // Paraglide's messages (web/build/texts.ts), not the translator's: common, shop and the back
  // office's areas (adminShared, adminKitchen, …).
  '!./locales/*/{common,shop,admin*}.ts',
]);

export async function loadNamespace(
  language: string,
  namespace: Namespace,
): Promise<Texts | undefined> {
  const load = modules[`./locales/${language}/${namespace}.ts`];
  return load ? (await load()).default : undefined;
}
