import { useEffect, useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

interface Props extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** NaN while the field is empty or unreadable, so the form's schema names the problem. */
  value: number;
  onChange: (value: number) => void;
}

/**
 * A number field for react-hook-form. It keeps what is typed ("52." on the way to "52.37")
 * while the form holds the number, so a half-typed value is not wiped by a re-render.
 */
export function NumberField({ value, onChange, ...props }: Props) {
  const [text, setText] = useState<string | number>(Number.isFinite(value) ? value : '');
  useEffect(() => {
    // A reset of the form (another record, undo) replaces the text.
    setText((current) => {
      const shown = typeof current === 'number' ? current : Number(current.replace(',', '.'));
      if (current !== '' && shown === value) return current;
      return Number.isFinite(value) ? value : '';
    });
  }, [value]);
  return (
    <NumberInput
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(typeof next === 'number' ? next : next.trim() === '' ? Number.NaN : Number(next));
      }}
    />
  );
}
