import { useEffect, useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import type { Language } from '@shop/contracts';
import { useLanguage } from '@/features/language';
import { useInsertedNumbers } from './inserted-number';

/** Numbers other than money are written as the language writes them: 2,5 % in Dutch. */
const DECIMAL_SEPARATOR: Record<Language, string> = { en: '.', nl: ',' };

/** What the form holds while the field is empty: NaN lets the schema name the missing number. */
export type EmptyAs = 'nan' | 'null' | 'undefined';
type Held<E extends EmptyAs> = E extends 'null'
  ? number | null
  : E extends 'undefined'
    ? number | undefined
    : number;

const EMPTY = { nan: Number.NaN, null: null, undefined: undefined } as const;

export interface NumberFieldProps<E extends EmptyAs = 'nan'> extends Omit<
  NumberInputProps,
  'value' | 'onChange'
> {
  value: Held<E>;
  onChange: (value: Held<E>) => void;
  emptyAs?: E;
  /**
   * The form holds the shown number times this, rounded: 100 for euros held as cents or a
   * percentage held as basis points. 1 (the default) keeps the number as typed.
   */
  scale?: number;
}

/**
 * A number field for react-hook-form. It keeps what is typed ("52." on the way to "52.37")
 * while the form holds the number, so a half-typed value is not wiped by a re-render. Its
 * decimal separator is the language's unless given.
 */
export function NumberField<E extends EmptyAs = 'nan'>({
  value,
  onChange,
  emptyAs,
  scale = 1,
  ...props
}: NumberFieldProps<E>) {
  const language = useLanguage();
  const decimalSeparator = props.decimalSeparator ?? DECIMAL_SEPARATOR[language];
  const thousandSeparator =
    props.thousandSeparator === true ? ',' : props.thousandSeparator || undefined;
  const input = useInsertedNumbers({ decimalSeparator, thousandSeparator });
  const held = (shown: number) => (scale === 1 ? shown : Math.round(shown * scale));
  const shownOf = (v: number | null | undefined) =>
    typeof v === 'number' && Number.isFinite(v) ? v / scale : '';
  const [text, setText] = useState<string | number>(shownOf(value));
  useEffect(() => {
    // A reset of the form (another record, undo) replaces the text.
    setText((current) => {
      const shown = typeof current === 'number' ? current : Number(current.replace(',', '.'));
      if (current !== '' && held(shown) === value) return current;
      return shownOf(value);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value replaces the text
  }, [value, scale]);
  return (
    <NumberInput
      {...props}
      ref={input}
      decimalSeparator={decimalSeparator}
      value={text}
      onChange={(next) => {
        setText(next);
        const empty = typeof next === 'string' && next.trim() === '';
        onChange((empty ? EMPTY[emptyAs ?? 'nan'] : held(Number(next))) as Held<E>);
      }}
    />
  );
}

export type FormNumberFieldProps<T extends FieldValues, E extends EmptyAs = 'nan'> = Omit<
  NumberFieldProps<E>,
  'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A NumberField bound to one field of a react-hook-form form, its error shown under it. */
export function FormNumberField<T extends FieldValues, E extends EmptyAs = 'nan'>({
  control,
  name,
  ...props
}: FormNumberFieldProps<T, E>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField<E>
          {...props}
          value={field.value as PathValue<T, FieldPath<T>> & Held<E>}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
