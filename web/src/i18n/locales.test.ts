import { describe, expect, it } from 'vitest';

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
