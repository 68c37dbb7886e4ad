import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts', {
  eager: true,
});

/** The text at 'namespace:a.b' in `language`, its {{placeholders}} filled in. */
function text(language: string, qualified: string, values: Record<string, string> = {}): string {
  const [namespace, key] = qualified.split(':') as [string, string];
  let found: unknown = modules[`./locales/${language}/${namespace}.ts`]!.default;
  for (const part of key.split('.')) found = (found as Record<string, unknown>)[part];
  expect(typeof found, `${language} ${qualified}`).toBe('string');
  return (found as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? name);
}

/** As axe compares them: lower case, without punctuation, spaces collapsed. */
const curated = (value: string) =>
  value
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Controls whose accessible name differs from the words they show: the name must contain those
 * words (WCAG 2.5.3, label in name; axe's label-content-name-mismatch), in both languages. The
 * accessibility e2e audits the pages in English only.
 */
const PAIRS: {
  shown: string | ((language: string) => string);
  name: string;
  values?: Record<string, string>;
}[] = [
  { shown: 'orders:merch.addToCart', name: 'orders:merch.addToCartItem' },
  { shown: 'orders:merch.viewCart', name: 'orders:merch.viewCartCount_other' },
  { shown: 'shop:menu.add', name: 'shop:menu.addItem' },
  { shown: 'shop:menu.customise', name: 'shop:menu.customiseItem' },
  { shown: 'adminPlaces:bar.openScreen', name: 'adminPlaces:bar.openScreenOf' },
  { shown: 'adminKitchen:plusMinutes', name: 'adminKitchen:add' },
  { shown: () => '20', name: 'adminKitchen:acceptWith' },
  { shown: () => 'SVG', name: 'adminPlaces:qr.downloadSvg' },
  { shown: () => 'PNG', name: 'adminPlaces:qr.downloadPng' },
  { shown: () => 'Italieno', name: 'common:nav.logoHome', values: { name: 'Italieno' } },
  // The avatar shows the username's first two letters.
  { shown: () => 'GI', name: 'common:nav.accountMenuOf', values: { name: 'giulia' } },
];

const values = { name: 'Giulia', count: '2', minutes: '20' };

describe.each(['en', 'nl'])('in %s, a control’s name holds the words it shows', (language) => {
  it.each(PAIRS)('$name', ({ shown, name, values: own }) => {
    const visible = typeof shown === 'string' ? text(language, shown, values) : shown(language);
    expect(curated(text(language, name, { ...values, ...own }))).toContain(curated(visible));
  });
});
