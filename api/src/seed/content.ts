import type { Tx } from '../db/client';
import { pageTexts, reviews } from '../modules/content/content.tables';

export const DEMO_REVIEWS = [
  {
    customerName: 'Sophie van Dijk',
    rating: 5,
    source: 'google',
    createdAt: '2026-11-08T19:42:00+01:00',
    reviewText:
      'The porchetta panino is the best sandwich I have had in Amsterdam. Delivered to the Jordaan in 20 minutes and still crisp.',
  },
  {
    customerName: 'Marco Esposito',
    rating: 5,
    source: 'website',
    createdAt: '2026-10-30T13:05:00+01:00',
    reviewText:
      'As a Neapolitan I am hard to please, but the arancini and the espresso taste like home. Bravi!',
  },
  {
    customerName: 'Emma de Vries',
    rating: 4,
    source: 'google',
    createdAt: '2026-10-17T20:18:00+02:00',
    reviewText:
      'Lovely pizza al taglio and friendly staff. The Diavola could be a bit spicier for my taste.',
  },
  {
    customerName: 'Lars Jansen',
    rating: 5,
    source: 'google',
    createdAt: '2026-09-27T22:31:00+02:00',
    reviewText:
      'Ordered the combo with a Peroni from the bar by QR code. Super easy and the food came straight to our table.',
  },
  {
    customerName: 'Aisha El Amrani',
    rating: 5,
    source: 'website',
    createdAt: '2026-09-12T18:47:00+02:00',
    reviewText:
      'Finally a place with proper gluten-free pasta that does not taste like cardboard. Clear allergen labels too.',
  },
  {
    customerName: 'Thomas Bakker',
    rating: 4,
    source: 'google',
    createdAt: '2026-08-23T12:20:00+02:00',
    reviewText:
      'Great lunch spot near Centraal. Busy at noon, but the online order was ready when I walked in.',
  },
  {
    customerName: 'Giulia Ferraro',
    rating: 5,
    source: 'website',
    createdAt: '2026-07-29T21:02:00+02:00',
    reviewText:
      'The tiramisù is the real thing: not too sweet, proper espresso. I order it every Friday.',
  },
  {
    customerName: 'Daan Visser',
    rating: 5,
    source: 'google',
    createdAt: '2026-07-04T19:15:00+02:00',
    reviewText:
      'Vegan piadina and rosemary fries delivered to Noord. Hot, generous and well packed.',
  },
  {
    customerName: 'Chiara Romano',
    rating: 4,
    source: 'website',
    createdAt: '2026-06-14T14:38:00+02:00',
    reviewText:
      'Mortadella and pistachio panino is excellent. I would love a bigger choice of desserts.',
  },
  {
    customerName: 'Noah Smit',
    rating: 5,
    source: 'google',
    createdAt: '2026-05-21T20:55:00+02:00',
    reviewText:
      'Bought the red hoodie after one too many panini. Good quality and it arrived in Utrecht in three days.',
  },
] as const;

/**
 * Editable texts per page, under the keys the web reads (web/src/features/home/home-texts.ts,
 * web/src/features/about/about-texts.ts); the web shows built-in fallbacks for any key missing.
 */
export const DEMO_PAGE_TEXTS: Record<string, Record<string, string>> = {
  home: {
    title: 'Italian street food, delivered hot',
    subtitle:
      'Panini, pizza al taglio, fresh pasta and arancini from our kitchen on the Haarlemmerstraat, at your door in under 30 minutes.',
  },
  about: {
    title: 'About Italieno',
    intro: 'A little corner of Italy in the heart of Amsterdam.',
    story:
      'Italieno started in 2019 as a counter on the Haarlemmerstraat, with a bread oven, a slicer and a family recipe for porchetta.\n\nToday we bake our focaccia every morning, roll fresh pasta by hand and import our cheeses, hams and olive oil from small producers in Lazio, Campania and Sicily.\n\nFast food, for us, means food made properly and served quickly: at our counter, at your door, or at the bar around the corner.',
    quality:
      'Seasonal produce, Italian staples from small producers, and nothing made in advance that should be made fresh.',
    tradition: 'Recipes from our grandmothers’ kitchens, from Roman supplì to Sicilian cannoli.',
    community:
      'We work with neighbourhood bars, deliver by bike and e-bike, and share our leftovers with local food banks.',
  },
};

export async function seedContent(tx: Tx): Promise<void> {
  await tx
    .insert(reviews)
    .values(DEMO_REVIEWS.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })));
  await tx
    .insert(pageTexts)
    .values(
      Object.entries(DEMO_PAGE_TEXTS).flatMap(([page, texts]) =>
        Object.entries(texts).map(([key, text]) => ({ page, key, text })),
      ),
    );
}
