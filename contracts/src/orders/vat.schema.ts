import { z } from 'zod';

/** The part of a VAT-inclusive amount that is charged at one rate. */
export const VatShare = z
  .object({
    /** VAT rate as a fraction (0.09, 0.21). */
    rate: z.number().min(0).max(1),
    grossCents: z.number().int(),
  })
  .meta({ id: 'VatShare' });
export type VatShare = z.infer<typeof VatShare>;

/** An amount at one rate with the VAT it includes: net + VAT = gross. */
export const VatAmounts = VatShare.extend({
  vatCents: z.number().int(),
  netCents: z.number().int(),
}).meta({ id: 'VatAmounts' });
export type VatAmounts = z.infer<typeof VatAmounts>;
