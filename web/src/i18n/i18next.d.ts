import 'i18next';
import type common from './locales/en/common';
import type shop from './locales/en/shop';
import type orders from './locales/en/orders';
import type pages from './locales/en/pages';
import type account from './locales/en/account';
import type portal from './locales/en/portal';
import type admin from './locales/en/admin';

/** Keys are checked against the English modules: a key that does not exist fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      shop: typeof shop;
      orders: typeof orders;
      pages: typeof pages;
      account: typeof account;
      portal: typeof portal;
      admin: typeof admin;
    };
    returnNull: false;
  }
}
