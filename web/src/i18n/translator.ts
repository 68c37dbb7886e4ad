import type orders from './locales/en/orders';
import type pages from './locales/en/pages';
import type account from './locales/en/account';
import type portal from './locales/en/portal';
import type push from './locales/en/push';

/**
 * The texts of the areas still on the translator, by namespace, shaped as the English modules:
 * keys are checked against them. `common` and `shop` are Paraglide's messages (web/build/texts.ts).
 */
export interface Resources {
  orders: typeof orders;
  pages: typeof pages;
  account: typeof account;
  portal: typeof portal;
  push: typeof push;
}
export type Namespace = keyof Resources;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `cartItems_one` and `cartItems_other` are asked for as `cartItems`, with a count. */
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** 'a.b.c' for every text under T. */
type TextKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPluralForm<K> : `${K}.${TextKeys<T[K]>}`;
}[keyof T & string];
/** 'a.b' for every group of texts under T (asked for whole with `returnObjects`). */
type GroupKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${GroupKeys<T[K]>}`;
}[keyof T & string];
/** What is at 'a.b' in T. */
type At<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;
type Under<N extends Namespace, P extends string | undefined> = P extends string
  ? At<Resources[N], P>
  : Resources[N];

/** The keys a translate function of namespace N (and key prefix P) knows. */
export type TranslationKey<
  N extends Namespace,
  P extends string | undefined = undefined,
> = TextKeys<Under<N, P>>;
/** 'namespace:key', for any namespace's text from anywhere. */
export type QualifiedKey = { [N in Namespace]: `${N}:${TextKeys<Resources[N]>}` }[Namespace];

/** Values for the text's {{placeholders}}; `count` also picks the plural form. */
export interface TranslateOptions {
  count?: number;
  /** Shown when no language has the key. */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export interface TFunction<N extends Namespace, P extends string | undefined = undefined> {
  (key: TranslationKey<N, P>, options?: TranslateOptions): string;
  <K extends GroupKeys<Under<N, P>>>(
    key: K,
    options: TranslateOptions & { returnObjects: true },
  ): At<Under<N, P>, K>;
}

/** A namespace's texts as loaded: nested groups of strings. */
export type Texts = { [key: string]: string | Texts };

export interface TranslatorOptions<L extends string> {
  language: L;
  /** The language whose text is shown where the current one has none. */
  fallback: L;
  /** Texts in the app's code, there before anything loads. */
  bundled: Partial<Record<L, Partial<Record<Namespace, Texts>>>>;
  /** Fetches one language's namespace; undefined when there is none. */
  load: (language: L, namespace: Namespace) => Promise<Texts | undefined>;
  /** Whatever else a language needs before the page switches to it (the api's messages). */
  prepare?: (language: L) => Promise<void>;
}

type Event = 'languageChanged' | 'loaded';

/**
 * The shop's texts in the current language: looked up by key ('a.b.c', or 'namespace:a.b.c'),
 * the fallback language's text where the current one lacks it, {{placeholders}} filled in and
 * the plural form chosen by the language's rules (`key_one`, `key_other`). Namespaces are
 * fetched when first needed; a language change fetches the ones in use before it takes effect,
 * so the page never shows a mix. What the shop needs of i18next, at a tenth of its first-load
 * weight (docs/performance.md, "Speed").
 */
export class Translator<L extends string = string> {
  #language: L;
  readonly #fallback: L;
  readonly #load: TranslatorOptions<L>['load'];
  readonly #prepare: TranslatorOptions<L>['prepare'];
  readonly #texts = new Map<string, Texts>();
  readonly #loading = new Map<string, Promise<void>>();
  readonly #inUse = new Set<Namespace>();
  readonly #plurals = new Map<string, Intl.PluralRules>();
  readonly #listeners = new Map<Event, Set<(language: L) => void>>();
  /** Fetches that have ended, in success or failure: the page renders on without waiting. */
  readonly #settled = new Set<string>();
  readonly #fixed = new Map<string, { version: number; t: unknown }>();
  #version = 0;

  constructor(options: TranslatorOptions<L>) {
    this.#language = options.language;
    this.#fallback = options.fallback;
    this.#load = options.load;
    this.#prepare = options.prepare;
    for (const [language, namespaces] of Object.entries(options.bundled) as [
      L,
      Partial<Record<Namespace, Texts>>,
    ][]) {
      for (const [namespace, texts] of Object.entries(namespaces) as [Namespace, Texts][]) {
        this.#texts.set(slot(language, namespace), texts);
        this.#loading.set(slot(language, namespace), Promise.resolve());
        this.#settled.add(slot(language, namespace));
        this.#inUse.add(namespace);
      }
    }
  }

  /** The language the shop speaks now. */
  get language(): L {
    return this.#language;
  }

  /** Grows with every change a rendered text may depend on (language, a namespace loaded). */
  readonly version = (): number => this.#version;

  readonly subscribe = (onChange: () => void): (() => void) => {
    const offChanged = this.on('languageChanged', onChange);
    const offLoaded = this.on('loaded', onChange);
    return () => {
      offChanged();
      offLoaded();
    };
  };

  on(event: Event, listener: (language: L) => void): () => void {
    let listeners = this.#listeners.get(event);
    if (!listeners) this.#listeners.set(event, (listeners = new Set()));
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Whether the namespace's texts are here in the current and the fallback language. */
  hasLoaded(namespace: Namespace, language: L = this.#language): boolean {
    const settled = (l: L) => this.#settled.has(slot(l, namespace));
    return settled(language) && settled(this.#fallback);
  }

  /** Fetches namespaces in a language (the current one) and the fallback, each once. */
  loadNamespaces(
    namespaces: Namespace | readonly Namespace[],
    language: L = this.#language,
  ): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const languages = language === this.#fallback ? [language] : [language, this.#fallback];
    return Promise.all(
      list.flatMap((namespace) => {
        this.#inUse.add(namespace);
        return languages.map((l) => this.#loadOne(l, namespace));
      }),
    ).then(() => undefined);
  }

  /** Switches language once the namespaces in use, and what `prepare` loads, are there in it. */
  async changeLanguage(language: L): Promise<void> {
    await Promise.all([
      this.loadNamespaces([...this.#inUse], language),
      this.#prepare?.(language).catch(() => undefined),
    ]);
    if (language === this.#language) return;
    this.#language = language;
    this.#version += 1;
    this.#emit('languageChanged', language);
  }

  /** Translates in the current language, in the namespace the key names ('orders:…'). */
  readonly t = ((key: string, options?: TranslateOptions) =>
    this.#translate('orders', key, options)) as (
    key: QualifiedKey,
    options?: TranslateOptions,
  ) => string;

  /**
   * A translate function of one namespace, keys under `keyPrefix`; it follows the language. The
   * same function until the texts change, so a component can depend on it.
   */
  getFixedT<N extends Namespace, P extends string | undefined = undefined>(
    namespace: N,
    keyPrefix?: P,
  ): TFunction<N, P> {
    const key = `${namespace}|${keyPrefix ?? ''}`;
    const made = this.#fixed.get(key);
    if (made?.version === this.#version) return made.t as TFunction<N, P>;
    const prefix = keyPrefix ? `${keyPrefix}.` : '';
    const t = (key: string, options?: TranslateOptions) =>
      this.#translate(namespace, key.includes(':') ? key : prefix + key, options);
    this.#fixed.set(key, { version: this.#version, t });
    return t as TFunction<N, P>;
  }

  #loadOne(language: L, namespace: Namespace): Promise<void> {
    const key = slot(language, namespace);
    let loading = this.#loading.get(key);
    if (!loading) {
      loading = this.#load(language, namespace)
        .then(
          (texts) => {
            if (texts) this.#texts.set(key, texts);
          },
          () => {
            // Shown in the fallback language meanwhile; fetched again when next asked for.
            this.#loading.delete(key);
          },
        )
        .then(() => {
          this.#settled.add(key);
          this.#version += 1;
          this.#emit('loaded', language);
        });
      this.#loading.set(key, loading);
    }
    return loading;
  }

  #translate(namespace: Namespace, key: string, options: TranslateOptions = {}): unknown {
    const colon = key.indexOf(':');
    if (colon > 0) {
      namespace = key.slice(0, colon) as Namespace;
      key = key.slice(colon + 1);
    }
    const languages =
      this.#language === this.#fallback ? [this.#language] : [this.#language, this.#fallback];
    for (const language of languages) {
      const texts = this.#texts.get(slot(language, namespace));
      if (!texts) continue;
      const found =
        (typeof options.count === 'number' &&
          lookUp(texts, `${key}_${this.#pluralForm(language, options.count)}`)) ||
        lookUp(texts, key);
      if (typeof found === 'string') return fillIn(found, options);
      if (found && options.returnObjects) return found;
    }
    return options.defaultValue ?? key;
  }

  #pluralForm(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.#plurals.get(language);
    if (!rules) this.#plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  #emit(event: Event, language: L) {
    for (const listener of this.#listeners.get(event) ?? []) listener(language);
  }
}

const slot = (language: string, namespace: string) => `${language}|${namespace}`;

function lookUp(texts: Texts, key: string): string | Texts | undefined {
  let found: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (typeof found !== 'object') return undefined;
    found = found[part];
  }
  return found;
}

/** {{name}} replaced by the option of that name; a placeholder without a value stays. */
const fillIn = (text: string, values: TranslateOptions) =>
  text.includes('{{')
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
        const value = values[name];
        return value === undefined || value === null
          ? placeholder
          : String(value as string | number);
      })
    : text;
