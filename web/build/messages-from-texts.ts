/**
 * How the typed locale modules become inlang messages (build/texts.ts writes them; a unit test
 * reads the names): 'home.viewMenu' of `shop` is `shop_home_viewMenu`, `{{name}}` is `{name}`,
 * and `key_one` / `key_other` one message with a variant per plural form, chosen by `count`.
 */

/** The areas whose texts are Paraglide's messages; the others are still the translator's. */
export const PARAGLIDE_NAMESPACES = [
  'common',
  'shop',
  'adminShared',
  'adminDashboard',
  'adminOrders',
  'adminCustomers',
  'adminStaff',
  'adminZones',
  'adminDrivers',
  'adminAudit',
  'adminContent',
  'adminReports',
  'adminSystem',
  'adminSettings',
  'adminPlaces',
  'adminCatalogue',
  'adminKitchen',
  'adminDispatch',
] as const;
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export type Tree = { [key: string]: string | Tree };
/** A message of inlang's message format: a text, or a plural's variants. */
export type Message =
  string | [{ declarations: string[]; selectors: string[]; match: Record<string, string> }];

/** 'a.b.c' of a namespace → its message's name, `ns_a_b_c`: a JavaScript name, as `m.` needs. */
export const messageName = (namespace: string, path: readonly string[]) =>
  [namespace, ...path].join('_');

/** `{{name}}` → `{name}`, inlang's literal braces escaped. */
const pattern = (text: string) =>
  text.replace(/[{}\\]/g, (c) => `\\${c}`).replace(/\\\{\\\{\s*(\w+)\s*\\\}\\\}/g, '{$1}');
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);

/** One namespace's texts in one language as inlang messages by name. */
export function toMessages(namespace: string, texts: Tree): Record<string, Message> {
  const messages: Record<string, Message> = {};
  const walk = (tree: Tree, path: string[]) => {
    const plurals = new Map<string, Map<string, string>>();
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value !== 'string') {
        walk(value, [...path, key]);
        continue;
      }
      const form = PLURAL_FORMS.find((f) => key.endsWith(`_${f}`));
      if (form) {
        const base = key.slice(0, -form.length - 1);
        if (!plurals.has(base)) plurals.set(base, new Map());
        plurals.get(base)!.set(form, value);
      } else messages[messageName(namespace, [...path, key])] = pattern(value);
    }
    for (const [base, forms] of plurals) {
      const inputs = new Set(['count', ...[...forms.values()].flatMap(placeholders)]);
      messages[messageName(namespace, [...path, base])] = [
        {
          declarations: [
            ...[...inputs].map((i) => `input ${i}`),
            'local countPlural = count: plural',
          ],
          selectors: ['countPlural'],
          // `other` last: it is also what a form the language has and the text lacks falls to.
          match: Object.fromEntries(
            [...forms]
              .sort(([a], [b]) => Number(a === 'other') - Number(b === 'other'))
              .map(([form, text]) => [`countPlural=${form}`, pattern(text)]),
          ),
        },
      ];
    }
  };
  walk(texts, []);
  return messages;
}
