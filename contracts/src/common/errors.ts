import { z } from 'zod';

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

/** The one error body every surface returns. The web shows `message`. */
export const ErrorBody = z
  .object({
    type: ErrorType,
    code: z.string().optional(),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;
