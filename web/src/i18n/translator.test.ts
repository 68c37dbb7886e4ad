import { describe, expect, it } from 'vitest';
import { type Texts, Translator } from './translator';

/** A second namespace the translator fetches; the shop's own areas are typed, this one is not. */
const OTHER = 'other' as never;

const english: Record<string, Texts> = {
  admin: {
    nav: {
      cart: 'Cart',
      cartItems_one: 'Cart, {{count}} item',
      cartItems_other: 'Cart, {{count}} items',
    },
    greeting: 'Hello {{name}}, welcome to {{shop}}',
    onlyInEnglish: 'English only',
  },
  other: { menu: { added: 'Added to cart' }, steps: { one: 'Choose', two: 'Pay' } },
};
const dutch: Record<string, Texts> = {
  admin: {
    nav: {
      cart: 'Winkelwagen',
      cartItems_one: 'Winkelwagen, {{count}} artikel',
      cartItems_other: 'Winkelwagen, {{count}} artikelen',
    },
    greeting: 'Hallo {{name}}, welkom bij {{shop}}',
  },
  other: { menu: { added: 'Toegevoegd' }, steps: { one: 'Kies', two: 'Betaal' } },
};

/** A translator with English bundled and Dutch fetched, recording every fetch. */
function translator(options: { failing?: Set<string> } = {}) {
  const fetched: string[] = [];
  const i18n = new Translator<'en' | 'nl'>({
    language: 'en',
    fallback: 'en',
    bundled: { en: { admin: english.admin! } },
    load: (language, namespace) => {
      fetched.push(`${language}/${namespace}`);
      if (options.failing?.has(`${language}/${namespace}`))
        return Promise.reject(new Error('offline'));
      return Promise.resolve((language === 'en' ? english : dutch)[namespace]);
    },
  });
  return { i18n, fetched };
}

describe('Translator', () => {
  it('fills placeholders and keeps one that has no value', () => {
    const { i18n } = translator();
    expect(i18n.t('admin:greeting' as never, { name: 'Anna', shop: 'Italieno' })).toBe(
      'Hello Anna, welcome to Italieno',
    );
    expect(i18n.t('admin:greeting' as never, { name: 'Anna' })).toBe(
      'Hello Anna, welcome to {{shop}}',
    );
  });

  it('picks the plural form by the language’s rules', async () => {
    const { i18n } = translator();
    const t = i18n.getFixedT('admin', 'nav' as never) as (key: string, o?: object) => string;
    expect(t('cartItems', { count: 1 })).toBe('Cart, 1 item');
    expect(t('cartItems', { count: 0 })).toBe('Cart, 0 items');
    await i18n.changeLanguage('nl');
    expect(t('cartItems', { count: 1 })).toBe('Winkelwagen, 1 artikel');
    expect(t('cartItems', { count: 3 })).toBe('Winkelwagen, 3 artikelen');
  });

  it('shows the fallback’s text where the language has none, and the key where none has it', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('nl');
    expect(i18n.t('admin:onlyInEnglish' as never)).toBe('English only');
    expect(i18n.t('admin:nowhere' as never)).toBe('nowhere');
    expect(i18n.t('admin:nowhere' as never, { defaultValue: 'Said otherwise' })).toBe(
      'Said otherwise',
    );
  });

  it('reads another namespace by its prefix, and whole groups when asked', async () => {
    const { i18n } = translator();
    await i18n.loadNamespaces(OTHER);
    expect(i18n.t('other:menu.added' as never)).toBe('Added to cart');
    const t = i18n.getFixedT(OTHER) as (key: string, o?: object) => unknown;
    expect(t('steps', { returnObjects: true })).toEqual({ one: 'Choose', two: 'Pay' });
    // Without returnObjects a group is not a text.
    expect(t('steps')).toBe('steps');
  });

  it('changes language only once the namespaces in use have arrived in it', async () => {
    const { i18n, fetched } = translator();
    await i18n.loadNamespaces(OTHER);
    const changed: string[] = [];
    i18n.on('languageChanged', (language) =>
      changed.push(`${language}: ${i18n.t('other:menu.added' as never)}`),
    );
    const change = i18n.changeLanguage('nl');
    expect(i18n.language).toBe('en');
    await change;
    expect(changed).toEqual(['nl: Toegevoegd']);
    expect(fetched.sort()).toEqual(['en/other', 'nl/admin', 'nl/other']);
  });

  it('changes language only once what the language also needs has arrived', async () => {
    let arrive = () => {};
    const messages = new Promise<void>((resolve) => (arrive = resolve));
    const prepared: string[] = [];
    const i18n = new Translator<'en' | 'nl'>({
      language: 'en',
      fallback: 'en',
      bundled: { en: { admin: english.admin! } },
      load: (language, namespace) => Promise.resolve(dutch[namespace]),
      prepare: (language) => {
        prepared.push(language);
        return messages;
      },
    });
    const change = i18n.changeLanguage('nl');
    await i18n.loadNamespaces('admin', 'nl');
    expect(prepared).toEqual(['nl']);
    expect(i18n.language).toBe('en');
    arrive();
    await change;
    expect(i18n.language).toBe('nl');
  });

  it('fetches a namespace once, however many ask at the same time', async () => {
    const { i18n, fetched } = translator();
    expect(i18n.hasLoaded('admin')).toBe(true);
    expect(i18n.hasLoaded(OTHER)).toBe(false);
    await Promise.all([
      i18n.loadNamespaces(OTHER),
      i18n.loadNamespaces([OTHER]),
      i18n.loadNamespaces([OTHER, 'admin']),
    ]);
    expect(fetched).toEqual(['en/other']);
    expect(i18n.hasLoaded(OTHER)).toBe(true);
  });

  it('shows English when a Dutch namespace cannot be fetched, and fetches it again later', async () => {
    const failing = new Set(['nl/other']);
    const { i18n, fetched } = translator({ failing });
    await i18n.loadNamespaces(OTHER);
    await i18n.changeLanguage('nl');
    expect(i18n.language).toBe('nl');
    expect(i18n.hasLoaded(OTHER)).toBe(true);
    expect(i18n.t('other:menu.added' as never)).toBe('Added to cart');
    failing.clear();
    await i18n.loadNamespaces(OTHER);
    expect(i18n.t('other:menu.added' as never)).toBe('Toegevoegd');
    expect(fetched.filter((f) => f === 'nl/other')).toHaveLength(2);
  });

  it('gives the same translate function until the texts change', async () => {
    const { i18n } = translator();
    const before = i18n.getFixedT('admin');
    expect(i18n.getFixedT('admin')).toBe(before);
    const version = i18n.version();
    await i18n.changeLanguage('nl');
    expect(i18n.version()).toBeGreaterThan(version);
    expect(i18n.getFixedT('admin')).not.toBe(before);
  });
});
