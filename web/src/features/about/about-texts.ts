/** Built-in texts for the about page; the 'about' page texts override them key by key. */
export const ABOUT_TEXT_FALLBACKS = {
  title: 'Our Story',
  intro: 'Italian street food, made fresh in Amsterdam.',
  story:
    'Italieno started with a simple idea: the panini, pasta and snacks we grew up with in Italy should not take an evening to enjoy. We bake our bread every morning, slice our cured meats to order and make our sauces from recipes that have been in the family for generations.\n\nFrom our kitchen in Amsterdam we bring that food to your door in under 30 minutes, and to the partner bars where you can order with a scan of a QR code. Fast, but never rushed.',
  quality:
    'Fresh bread every morning, Italian cheeses and cured meats, and vegetables from local suppliers. No shortcuts.',
  tradition:
    'Family recipes from Italy, cooked the way they were meant to be, with a few Amsterdam favourites of our own.',
  community:
    'We work with neighbourhood bars and local suppliers, and we love being part of the Amsterdam food scene.',
} as const;
