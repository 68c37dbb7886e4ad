/** Built-in texts for the home page; the 'home' page texts override them key by key. */
export const HOME_TEXT_FALLBACKS = {
  title: 'Authentic Italian Fast Food',
  subtitle:
    'Freshly made panini, pasta and more from the heart of Amsterdam, delivered to your door in under 30 minutes.',
} as const;
