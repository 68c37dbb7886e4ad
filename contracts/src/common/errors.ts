import { z } from 'zod';
import { API_MESSAGE_CODES, type ApiMessage } from '../errors/api-messages';
import { VALIDATION_CODES } from '../errors/validation-messages';

/** The kind of failure; the api maps each to one HTTP status in one place. */
export const ErrorType = z.enum([
  'invalid_data',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'payment_failed',
  'rate_limited',
  'unavailable',
  'unknown_error',
]);
export type ErrorType = z.infer<typeof ErrorType>;

/** A message's code: one of the api's catalogue (errors/api-messages.ts). */
export const ApiMessageCodeSchema = z.enum(API_MESSAGE_CODES);

/**
 * A field's message by its code: a shared schema's validation message
 * (errors/validation-messages.ts), or one of the api's own where the api refused the field
 * itself (`email_taken` under `email`). The two catalogues never share a code.
 */
export const FieldIssue = z
  .object({
    code: z.enum([...VALIDATION_CODES, ...API_MESSAGE_CODES]),
    /** The English, as `fieldErrors` has it. */
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'FieldIssue' });
export type FieldIssue = z.infer<typeof FieldIssue>;

/**
 * A sentence an answer carries as data (a QR check's verdict, a zone's overlap, a refund that is
 * blocked), by its code: one of the api's messages (errors/api-messages.ts) or a shared schema's
 * validation message, with the values of its text. It stands beside the English, in the
 * answer's `texts`, as a notification's codes do: a client that knows the codes says them in its
 * language, one that does not reads the English as before.
 */
export const CodedText = z
  .object({
    code: z.enum([...VALIDATION_CODES, ...API_MESSAGE_CODES]),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'CodedText' });
export type CodedText = z.infer<typeof CodedText>;

/** One of the api's messages as an answer's `texts` carries it: its code and params. */
export function codedText({ code, params }: ApiMessage): CodedText {
  return params ? { code, params } : { code };
}

/**
 * The one error body every surface returns: `message` is the English of `code`, written from
 * `params` where the text has values. The web shows the text of `code` in its language.
 */
export const ErrorBody = z
  .object({
    type: ErrorType,
    code: ApiMessageCodeSchema,
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** Each field's English messages. */
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    /** The same messages by their codes, field by field and in the same order. */
    fieldIssues: z.record(z.string(), z.array(FieldIssue)).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;
