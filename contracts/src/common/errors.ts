import { z } from 'zod';
import { API_MESSAGE_CODES } from '../errors/api-messages';

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
 * The one error body every surface returns: `message` is the English of `code`, written from
 * `params` where the text has values. The web shows the text of `code` in its language.
 */
export const ErrorBody = z
  .object({
    type: ErrorType,
    code: ApiMessageCodeSchema,
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;
