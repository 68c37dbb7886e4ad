/**
 * The shape another language must fill: the same keys as the English module, every leaf a
 * string. A key missing from (or added to) a translation fails the typecheck.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
