import { z } from 'zod';

/**
 * An amount in euros with two decimals, as the api's answers and forms carry money (inside the
 * system it is integer cents: common/money.ts). Apart from money.ts so that the helpers there
 * come without zod.
 */
export const Euros = z.number().min(0).meta({ description: 'Amount in euros, two decimals' });
