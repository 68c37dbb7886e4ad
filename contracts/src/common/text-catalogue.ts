/**
 * A catalogue of texts by stable code: each code's English, a text or a function of the values
 * the text carries. The api's error messages, the shared schemas' validation messages and the
 * notifications are each one (errors/api-messages.ts, errors/validation-messages.ts,
 * notifications/notification-texts.ts); a client keeps the same codes in its own language,
 * typed `Translated<typeof CATALOGUE>` so a code without its translation fails the typecheck.
 */

/** A value of a text as JSON carries it. */
export type TextParam = string | number;

/** Each code's text: fixed, or written from its values. */
export type TextCatalogue = Record<string, string | ((params: never) => string)>;

/** The codes of a catalogue. */
export type CodeOf<T extends TextCatalogue> = keyof T & string;

/** The codes whose text has no values. */
export type PlainCodeOf<T extends TextCatalogue> = {
  [C in CodeOf<T>]: T[C] extends string ? C : never;
}[CodeOf<T>];

/** The codes whose text is written from values. */
export type ParamCodeOf<T extends TextCatalogue> = Exclude<CodeOf<T>, PlainCodeOf<T>>;

/** The values a code's text needs. */
export type ParamsOf<T extends TextCatalogue, C extends CodeOf<T>> = T[C] extends (
  params: infer P,
) => string
  ? P
  : never;

/** The same codes in another language: a text where the English is one, else a function of the same values. */
export type Translated<T extends TextCatalogue> = {
  [C in CodeOf<T>]: T[C] extends string ? string : (params: ParamsOf<T, C>) => string;
};

/** Every code, for a schema's enum (and the OpenAPI document's). */
export function codesOf<T extends TextCatalogue>(catalogue: T): [CodeOf<T>, ...CodeOf<T>[]] {
  return Object.keys(catalogue) as [CodeOf<T>, ...CodeOf<T>[]];
}

export function isCodeOf<T extends TextCatalogue>(catalogue: T, code: unknown): code is CodeOf<T> {
  return typeof code === 'string' && Object.hasOwn(catalogue, code);
}

/**
 * A code's text in a catalogue (the English, or a translation): undefined for a code it does not
 * know, and for a text with values whose values are missing or do not fit, as a message from an
 * older or newer sender may have, so the caller keeps the words it was sent.
 */
export function sayIn(
  catalogue: TextCatalogue | Translated<TextCatalogue>,
  code: unknown,
  params: unknown,
): string | undefined {
  if (!isCodeOf(catalogue as TextCatalogue, code)) return undefined;
  const entry = catalogue[code] as string | ((params: unknown) => string);
  if (typeof entry === 'string') return entry;
  if (!params || typeof params !== 'object') return undefined;
  try {
    return entry(params);
  } catch {
    return undefined;
  }
}

/** A code's English from a catalogue, typed by it (the sender's side). */
export function say<T extends TextCatalogue>(
  catalogue: T,
  code: CodeOf<T>,
  params?: unknown,
): string {
  const entry = catalogue[code] as string | ((params: unknown) => string);
  return typeof entry === 'string' ? entry : entry(params ?? {});
}
