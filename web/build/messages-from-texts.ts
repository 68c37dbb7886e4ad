/**
 * How the typed locale modules become inlang messages (build/texts.ts writes them; a unit test
 * reads the names): 'home.viewMenu' of `shop` is `shop_home_viewMenu`, `{{name}}` is `{name}`,
 * and `key_one` / `key_other` one message with a variant per plural form, chosen by `count`.
 * The conversion is the shop's, shared with the e-mails (infra/build/paraglide-texts.ts).
 */

/** The web's text areas, each compiled to Paraglide's message functions. */
export const PARAGLIDE_NAMESPACES = [
  'common',
  'shop',
  'orders',
  'pages',
  'account',
  'push',
  'portal',
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

export {
  messageName,
  toMessages,
  type Message,
  type Tree,
} from '../../infra/build/paraglide-texts';
