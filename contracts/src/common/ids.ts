import { z } from 'zod';
import { vm } from '../errors/validation-messages';

/** The largest id PostgreSQL's integer column holds. */
export const MAX_ID = 2147483647;

/** Database ids are positive integers. */
export const Id = z.number().int().positive();
export type Id = z.infer<typeof Id>;

/**
 * An id written as text: a positive decimal integer without sign, spaces, leading zeros,
 * exponent or hex prefix. Number() alone would read '0x10' as 16 and ' 1' as 1, so a loose
 * parse could reach another row than the one the client named.
 */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** An id in a path or a query string, parsed to its number; anything else is `message`. */
export function idText(message = vm('invalid_id')) {
  return z
    .string({ error: message })
    .regex(ID_TEXT, message)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, message));
}

/**
 * An id in a JSON body: a number, or the same digits as text (older clients send strings).
 * `tooSmall` is what 0 and negative numbers are told.
 */
export function idValue(message = vm('invalid_id'), tooSmall = message) {
  return z.preprocess(
    (value) => (typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(tooSmall).max(MAX_ID, message),
  );
}

/** The `:id` of every route that names a row; the one parser of path ids. */
export const IdParam = z.object({ id: idText() });
export type IdParam = z.infer<typeof IdParam>;

/** ISO-8601 timestamp as sent over the wire. */
export const Timestamp = z.iso.datetime({ offset: true });
