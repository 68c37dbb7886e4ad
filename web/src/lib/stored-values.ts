/**
 * Checks for what the browser kept in localStorage (carts, the delivery address): the user or an
 * older version of the shop may have left anything there. Hand-written rather than zod because
 * the header reads the carts before the first paint, and zod there would add 26 KB gzip to
 * every page's first load (docs/performance.md, "Speed"). Forms and the api's answers are still
 * checked with the contracts' schemas.
 */

export type Check<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/** A number from `min` to `max` (inclusive). */
export const isNumberIn =
  (min: number, max = Infinity): Check<number> =>
  (value: unknown): value is number =>
    isNumber(value) && value >= min && value <= max;

/** An integer of at least `min`. */
export const isIntegerFrom =
  (min: number): Check<number> =>
  (value: unknown): value is number =>
    isInteger(value) && value >= min;

export const isListOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(check);

/** What the fields' checks say of them. */
type Checked<C> = { [K in keyof C]: C[K] extends Check<infer T> ? T : never };

/**
 * An object whose fields pass their checks; `optional` fields may be missing. Other fields are
 * allowed and kept: a line saved by a newer version of the shop stays as it was.
 */
export function hasFields<C extends Record<string, Check<unknown>>>(
  required: C,
  optional: Record<string, Check<unknown>> = {},
): Check<Checked<C> & Record<string, unknown>> {
  return (value: unknown): value is Checked<C> & Record<string, unknown> =>
    isRecord(value) &&
    Object.entries(required).every(([key, check]) => check(value[key])) &&
    Object.entries(optional).every(([key, check]) => value[key] === undefined || check(value[key]));
}
