import type { FieldValues } from 'react-hook-form';
import { FormNumberField, type EmptyAs, type FormNumberFieldProps } from './number-field';

/**
 * Euros as the shop shows them, in both languages: € 1.250,00 (lib/money.ts). A typed "." is
 * the decimal comma, as on the shop's other money.
 */
const EURO_FORMAT = {
  prefix: '€ ',
  decimalScale: 2,
  fixedDecimalScale: true,
  decimalSeparator: ',',
  thousandSeparator: '.',
} as const;

type EuroFormatProps = keyof typeof EURO_FORMAT | 'scale';

/** What the form holds for the amount: cents (a zone's fee) or euros (a dish's price). */
type Holds = 'cents' | 'euros';
const SCALE: Record<Holds, number> = { cents: 100, euros: 1 };

/** An amount of money in a react-hook-form form, typed and shown as € 12,50. */
export function FormMoneyField<T extends FieldValues, E extends EmptyAs = 'nan'>({
  holds,
  ...props
}: Omit<FormNumberFieldProps<T, E>, EuroFormatProps> & { holds: Holds }) {
  return <FormNumberField<T, E> {...props} {...EURO_FORMAT} scale={SCALE[holds]} />;
}
