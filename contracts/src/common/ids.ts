import { z } from 'zod';

/** Database ids are positive integers; path parameters arrive as strings and are coerced. */
export const Id = z.number().int().positive();
export type Id = z.infer<typeof Id>;

export const IdParam = z.object({
  id: z.coerce
    .number({ error: 'Invalid id' })
    .int('Invalid id')
    .positive('Invalid id')
    .max(2147483647, 'Invalid id'),
});
export type IdParam = z.infer<typeof IdParam>;

/** ISO-8601 timestamp as sent over the wire. */
export const Timestamp = z.iso.datetime({ offset: true });
