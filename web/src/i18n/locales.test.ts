import { describe, expect, it } from 'vitest';
import { PARAGLIDE_NAMESPACES, messageName } from '../../build/messages-from-texts';
import { m } from './paraglide/messages';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts', {
  eager: true,
});

/** Every leaf of a resource as 'a.b.c' → text. */
function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of leaves(value as Record<string, unknown>, path)) found.set(k, v);
    } else found.set(path, value);
  }
  return found;
}

const namespaces = Object.keys(modules)
  .filter((path) => path.startsWith('./locales/en/'))
  .map((path) => path.slice('./locales/en/'.length, -'.ts'.length));

describe('translations', () => {
  it('has Dutch for every English namespace and no other', () => {
    const dutch = Object.keys(modules)
      .filter((path) => path.startsWith('./locales/nl/'))
      .map((path) => path.slice('./locales/nl/'.length, -'.ts'.length));
    expect(dutch.sort()).toEqual([...namespaces].sort());
    expect(namespaces).toContain('shop');
  });

  it("makes each of the back office's areas (admin<Section>) a Paraglide area", () => {
    const areas = namespaces.filter((namespace) => /^admin[A-Z]/.test(namespace));
    expect(areas).toContain('adminShared');
    for (const area of areas) expect(PARAGLIDE_NAMESPACES, area).toContain(area);
  });

  it.each(namespaces)('gives %s the same keys in both languages, none empty', (namespace) => {
    const en = leaves(modules[`./locales/en/${namespace}.ts`]!.default);
    const nl = leaves(modules[`./locales/nl/${namespace}.ts`]!.default);
    expect([...nl.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of [...en, ...nl]) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('keeps every {{placeholder}} of the English text in the Dutch one', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const namespace of namespaces) {
      const en = leaves(modules[`./locales/en/${namespace}.ts`]!.default);
      const nl = leaves(modules[`./locales/nl/${namespace}.ts`]!.default);
      for (const [key, text] of en) {
        expect(placeholders(nl.get(key)), `${namespace}:${key}`).toEqual(placeholders(text));
      }
    }
  });
});

describe('the message functions compiled from the texts (web/build/texts.ts)', () => {
  type Message = (inputs?: Record<string, unknown>, options?: { locale?: 'en' | 'nl' }) => string;
  const messages = m as unknown as Record<string, Message>;
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const COUNT_OF: Record<string, number> = { one: 1, other: 5 };

  it.each(PARAGLIDE_NAMESPACES.flatMap((n) => (['en', 'nl'] as const).map((l) => [n, l] as const)))(
    'say each text of %s in %s, its {{placeholders}} filled in and its plural chosen by count',
    (namespace, language) => {
      const texts = leaves(modules[`./locales/${language}/${namespace}.ts`]!.default);
      for (const [key, text] of texts) {
        const form = PLURAL.exec(key)?.[1];
        const name = messageName(namespace, key.replace(PLURAL, '').split('.'));
        const inputs: Record<string, unknown> = { count: form ? COUNT_OF[form] : 3 };
        for (const [, placeholder] of String(text).matchAll(/\{\{(\w+)\}\}/g))
          inputs[placeholder!] ??= `<${placeholder}>`;
        const expected = String(text).replace(/\{\{(\w+)\}\}/g, (_, p: string) =>
          String(inputs[p]),
        );
        expect(messages[name], name).toBeTypeOf('function');
        expect(messages[name]!(inputs, { locale: language }), `${language} ${name}`).toBe(expected);
      }
    },
  );
});
