import {
  Fragment,
  type ReactElement,
  type ReactNode,
  cloneElement,
  useSyncExternalStore,
} from 'react';
import { loadedTranslator, loadTranslator } from './loaded-translator';
import type { Language } from '@shop/contracts';
import type { Namespace, TFunction, Translator } from './translator';

/**
 * The texts of one namespace (keys under `keyPrefix` when given) in the shop's language. The
 * component re-renders when the language changes or a namespace arrives, and suspends (up to
 * the nearest Suspense boundary) until its namespace is there, and the translator itself the
 * first time (loaded-translator.ts).
 */
export function useTranslation<N extends Namespace, P extends string | undefined = undefined>(
  namespace: N,
  options?: { keyPrefix?: P },
): { t: TFunction<N, P>; i18n: Translator<Language> } {
  const ns = namespace;
  const i18n = loadedTranslator();
  if (!i18n) throw loadTranslator();
  // Re-renders when the texts change; the translate function is then a new one, so memoized
  // children that receive it render the new texts too.
  useSyncExternalStore(i18n.subscribe, i18n.version, i18n.version);
  // Suspends by throwing the promise, as react-i18next did, not with `use`: React replays a
  // component that suspended in `use` and expects the same calls the next time, which a
  // namespace that has arrived meanwhile would not make; and `use`, even of a settled promise,
  // keeps React's test `act` from finishing its work.
  if (!i18n.hasLoaded(ns)) throw i18n.loadNamespaces(ns);
  const t = i18n.getFixedT(ns, options?.keyPrefix as P);
  return { t, i18n };
}

/**
 * A text with markup: `<strong>…</strong>` in the text becomes `components.strong` with that
 * part as its children. The text comes with its values filled in (`m.account_email_current({
 * email })`, or a translate function's), and they stay plain text.
 */
export function Trans({
  text,
  components,
}: {
  text: string;
  components: Record<string, ReactElement>;
}): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/gs)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    const component = components[name];
    if (!component) continue;
    parts.push(text.slice(at, match.index));
    parts.push(cloneElement(component, { key: parts.length }, inner));
    at = match.index + whole.length;
  }
  parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
