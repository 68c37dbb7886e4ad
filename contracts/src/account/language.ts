import { z } from 'zod';

/** The languages a customer can choose. */
export const Language = z.enum(['en', 'nl']);
export type Language = z.infer<typeof Language>;
