import { useEffect, useRef, type RefObject } from 'react';

export interface Separators {
  decimalSeparator: string;
  thousandSeparator?: string;
}

const THOUSANDS_GROUP = /^\d{3}(?!\d)/;

/**
 * A number inserted at once (a browser's autofill, dictation, a test's `fill`) written for the
 * field's separators, read the way Mantine reads a pasted one: the last "." or "," is the
 * decimal separator when it is the only one of its kind, unless it is the field's thousands
 * separator followed by a group of three digits. "12.50" becomes "12,50" in a field with a
 * decimal comma, "1.250" stays a thousand two hundred and fifty, and "1,250.00" becomes
 * "1250,00". A single typed key needs none of this: the field turns a "." or "," into its
 * decimal separator itself.
 */
export function withSeparators(
  text: string,
  { decimalSeparator, thousandSeparator }: Separators,
): string {
  const chars = text.split('');
  const candidates = new Set(['.', ',', decimalSeparator]);
  const at = chars.flatMap((char, index) => (candidates.has(char) ? [index] : []));
  const last = at.at(-1);
  if (last === undefined) return text;
  const lastChar = chars[last];
  const onlyOne = at.filter((index) => chars[index] === lastChar).length === 1;
  const groupsThousands =
    lastChar === thousandSeparator && THOUSANDS_GROUP.test(text.slice(last + 1));
  const decimalAt = onlyOne && !groupsThousands ? last : -1;
  return chars
    .map((char, index) => {
      if (index === decimalAt) return decimalSeparator;
      return candidates.has(char) && char !== thousandSeparator ? '' : char;
    })
    .join('');
}

/**
 * The ref for a number field's input that reads text inserted at once with `withSeparators`.
 * Without it the field would take "12.50" filled into a field with a decimal comma for 1250:
 * it keeps only digits and its own separators.
 */
export function useInsertedNumbers({
  decimalSeparator,
  thousandSeparator,
}: Separators): RefObject<HTMLInputElement | null> {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const readInsertedText = (event: InputEvent) => {
      const inserted = event.data;
      // A single typed key is the field's own business.
      if (!event.inputType.startsWith('insert') || !inserted || inserted.length < 2) return;
      const read = withSeparators(inserted, { decimalSeparator, thousandSeparator });
      if (read === inserted) return;
      event.preventDefault();
      const start = element.selectionStart ?? element.value.length;
      const end = element.selectionEnd ?? start;
      // As Mantine inserts a pasted number: the native setter, then an input event for React.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(element, element.value.slice(0, start) + read + element.value.slice(end));
      element.setSelectionRange(start + read.length, start + read.length);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    };
    element.addEventListener('beforeinput', readInsertedText);
    return () => element.removeEventListener('beforeinput', readInsertedText);
  }, [decimalSeparator, thousandSeparator]);
  return input;
}
