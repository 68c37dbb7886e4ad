import { describe, expect, it } from 'vitest';
import { messageName } from '../../../../infra/build/paraglide-texts';
import en from './en';
import nl from './nl';
import { m } from '.';

type Tree = { [key: string]: string | Tree };
type Message = (inputs?: Record<string, unknown>, options?: { locale?: 'en' | 'nl' }) => string;
const messages = m as unknown as Record<string, Message>;
const TEXTS = { en, nl } as const;

/** Every leaf as 'a.b.c' → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of leaves(value, path)) found.set(k, v);
  }
  return found;
}
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();

describe('the e-mail texts', () => {
  it('keeps every {{placeholder}} of the English text in the Dutch one', () => {
    const dutch = leaves(nl);
    for (const [key, text] of leaves(en))
      expect(placeholders(dutch.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it.each(['en', 'nl'] as const)(
    'are said in %s by the message functions compiled from them, placeholders filled in',
    (locale) => {
      for (const [key, text] of leaves(TEXTS[locale])) {
        const name = messageName('email', key.split('.'));
        const inputs = Object.fromEntries(placeholders(text).map((p) => [p, `<${p}>`]));
        expect(messages[name], name).toBeTypeOf('function');
        expect(messages[name]!(inputs, { locale }), `${locale} ${name}`).toBe(
          text.replace(/\{\{(\w+)\}\}/g, (_, p: string) => `<${p}>`),
        );
      }
    },
  );

  it('refuse a text asked for without its language', () => {
    expect(() => messages.email_footer!()).toThrow(/without its language/);
  });
});
