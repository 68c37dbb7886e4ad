import { z } from 'zod';
import { Euros } from '../common/euros.schema';
import { Id } from '../common/ids';

export const MerchandiseCategory = z.enum([
  'Hoodie',
  'T-Shirt',
  'Sweatshirt',
  'Hat',
  'Accessory',
  'Lighter',
]);
export type MerchandiseCategory = z.infer<typeof MerchandiseCategory>;

export const MerchandiseItem = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string(),
    price: Euros,
    image: z.string().nullable(),
    category: MerchandiseCategory,
    available: z.boolean(),
  })
  .meta({ id: 'MerchandiseItem' });
export type MerchandiseItem = z.infer<typeof MerchandiseItem>;

/** The tabs of the merchandise page and the categories each covers (the web names each tab). */
export const MERCHANDISE_TABS = [
  { value: 'all', categories: null },
  { value: 'hoodies', categories: ['Hoodie'] },
  { value: 't-shirts', categories: ['T-Shirt'] },
  { value: 'sweatshirts', categories: ['Sweatshirt'] },
  { value: 'accessories', categories: ['Hat', 'Accessory', 'Lighter'] },
] as const satisfies readonly {
  value: string;
  categories: readonly MerchandiseCategory[] | null;
}[];
