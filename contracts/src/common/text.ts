/**
 * Names people choose are shown to others (staff lists, drivers' screens, receipts), so they
 * may not hide or reorder text: no control or invisible formatting characters (such as the
 * right-to-left override or a zero-width space), no unpaired surrogates, and no angle brackets.
 */
const HIDDEN_OR_MARKUP = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}<>]/u;

export function isPlainName(value: string): boolean {
  return !HIDDEN_OR_MARKUP.test(value);
}
