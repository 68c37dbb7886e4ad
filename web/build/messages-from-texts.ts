/**
 * How the typed locale modules become inlang messages (build/texts.ts writes them; a unit test
 * reads the names): 'home.viewMenu' of `shop` is `shop_home_viewMenu`, `{{name}}` is `{name}`,
 * and `key_one` / `key_other` one message with a variant per plural form, chosen by `count`.
 * The conversion is the shop's, shared with the e-mails (infra/build/paraglide-texts.ts).
 */

/** The areas whose texts are Paraglide's messages; the others are still the translator's. */
export const PARAGLIDE_NAMESPACES = [
  'common',
  'shop',
  'orders',
  'pages',
  'account',
  'push',
  'portal',
] as const;

export {
  messageName,
  toMessages,
  type Message,
  type Tree,
} from '../../infra/build/paraglide-texts';
