import { TestModeConfirmInput } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { m } from '@/i18n/paraglide/messages';

/** What the test-mode card form holds, as typed. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

/** Each field's refusal, said in the shop's language when it is shown. */
export type CardErrors = Partial<Record<keyof CardFields, () => string>>;
export type Card = NonNullable<TestModeConfirmInput['card']>;

const CardSchema = TestModeConfirmInput.shape.card.unwrap();

const digits = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export const formatCardNumber = (value: string): string =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' → '12 / 30'. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export const formatCvc = (value: string): string => digits(value).slice(0, 4);

/** The card as the test-mode confirm expects it, or the field errors in Stripe's words. */
export function parseCard(fields: CardFields): { card: Card } | { errors: CardErrors } {
  const expiry = digits(fields.expiry);
  const errors: CardErrors = {};
  if (expiry.length !== 4) errors.expiry = m.orders_payment_expiryIncomplete;
  const parsed = CardSchema.safeParse({
    number: fields.number,
    expMonth: expiry.slice(0, 2) || '0',
    expYear: 2000 + Number(expiry.slice(2) || '0'),
    cvc: fields.cvc,
  });
  if (parsed.success && !errors.expiry) return { card: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    // The shared schema's English, translated as text.
    const say = () => localizeMessage(issue.message);
    if (field === 'number') errors.number ??= say;
    else if (field === 'cvc') errors.cvc ??= say;
    else errors.expiry ??= say;
  }
  return { errors };
}
