import { Fragment, type ReactElement, type ReactNode, cloneElement } from 'react';

/**
 * A text with markup: `<strong>…</strong>` in the text becomes `components.strong` with that
 * part as its children. The text comes with its values filled in (`m.account_email_current({
 * email })`), and they stay plain text.
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
