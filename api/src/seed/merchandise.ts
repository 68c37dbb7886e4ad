import type { MerchandiseCategory } from '@shop/contracts';
import type { Tx } from '../db/client';
import { merchandiseItems } from '../modules/merchandise/merchandise.tables';

interface DemoMerchandise {
  name: string;
  description: string;
  priceCents: number;
  category: MerchandiseCategory;
  image: string;
}

const img = (name: string) => `/images/merchandise/${name}.svg`;

/** Branded goods, VAT included (21 %), shipped within Europe. */
export const DEMO_MERCHANDISE: readonly DemoMerchandise[] = [
  {
    name: 'Italieno Classic Hoodie',
    description: 'Heavyweight organic-cotton hoodie in tomato red with the Italieno logo.',
    priceCents: 5495,
    category: 'Hoodie',
    image: img('hoodie'),
  },
  {
    name: 'Amsterdam Zip Hoodie',
    description: 'Charcoal zip hoodie with "Italieno · Amsterdam" embroidered on the chest.',
    priceCents: 5995,
    category: 'Hoodie',
    image: img('hoodie'),
  },
  {
    name: 'Logo T-Shirt',
    description: 'Soft cream T-shirt with the round Italieno logo. Unisex fit.',
    priceCents: 2295,
    category: 'T-Shirt',
    image: img('t-shirt'),
  },
  {
    name: '"Pizza al Taglio" T-Shirt',
    description: 'Black T-shirt with a hand-drawn slice and "pizza al taglio" across the back.',
    priceCents: 2495,
    category: 'T-Shirt',
    image: img('t-shirt'),
  },
  {
    name: 'Crewneck Sweatshirt',
    description: 'Basil-green brushed-fleece sweatshirt with a small chest logo.',
    priceCents: 4495,
    category: 'Sweatshirt',
    image: img('sweatshirt'),
  },
  {
    name: 'Dad Cap',
    description: 'Washed cotton cap with an embroidered slice of pizza. One size.',
    priceCents: 1995,
    category: 'Hat',
    image: img('cap'),
  },
  {
    name: 'Knitted Beanie',
    description: 'Warm rib-knit beanie in red for Amsterdam winters.',
    priceCents: 1795,
    category: 'Hat',
    image: img('beanie'),
  },
  {
    name: 'Canvas Tote Bag',
    description: 'Sturdy canvas tote, big enough for two pizza boxes.',
    priceCents: 1495,
    category: 'Accessory',
    image: img('tote-bag'),
  },
  {
    name: 'Enamel Pin Set',
    description: 'Three enamel pins: a slice, an espresso cup and a cannolo.',
    priceCents: 995,
    category: 'Accessory',
    image: img('pins'),
  },
  {
    name: 'Italieno Lighter',
    description: 'Refillable lighter in Italieno red.',
    priceCents: 395,
    category: 'Lighter',
    image: img('lighter'),
  },
];

export async function seedMerchandise(tx: Tx): Promise<void> {
  await tx
    .insert(merchandiseItems)
    .values(DEMO_MERCHANDISE.map((item, i) => ({ ...item, sortOrder: i + 1 })));
}
