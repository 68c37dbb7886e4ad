/** A `tel:` link for a phone number as people write it ('+31 6 1234 5678' → tel:+31612345678). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
