import { z } from 'zod';
import { Id } from '../common/ids';

/** Per page, a map from text key to text. */
export const PageTexts = z.record(z.string(), z.string()).meta({ id: 'PageTexts' });
export type PageTexts = z.infer<typeof PageTexts>;

export const PAGE_TEXT_KEY_MAX = 60;
export const PAGE_TEXT_MAX = 2000;
/** How many texts one page may hold: a page has a few dozen at most. */
export const PAGE_TEXTS_MAX = 200;
const PAGE_TEXT_KEY = new RegExp(`^[A-Za-z0-9_.-]{1,${PAGE_TEXT_KEY_MAX}}$`);

/**
 * Texts an admin sets on one page; keys not named keep their text. Keys are short names
 * (letters, digits, '.', '_', '-'), texts at most 2000 characters.
 */
export const PageTextsUpdate = z
  .record(
    z.string(),
    z
      .string({ error: 'Each text must be a string' })
      .max(PAGE_TEXT_MAX, `A text can be at most ${PAGE_TEXT_MAX} characters`),
  )
  .superRefine((texts, ctx) => {
    const keys = Object.keys(texts);
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'Nothing to change' });
    if (keys.length > PAGE_TEXTS_MAX) {
      ctx.addIssue({ code: 'custom', message: `At most ${PAGE_TEXTS_MAX} texts per page` });
    }
    for (const key of keys) {
      if (!PAGE_TEXT_KEY.test(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `Text key "${key.slice(0, 80)}" must be 1 to ${PAGE_TEXT_KEY_MAX} letters, digits, '.', '_' or '-'`,
        });
      }
    }
  })
  .meta({ id: 'PageTextsUpdate' });
export type PageTextsUpdate = z.infer<typeof PageTextsUpdate>;

export const PageParam = z.object({
  page: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown page'),
});

export const Review = z
  .object({
    id: Id,
    customer_name: z.string(),
    rating: z.number().int().min(1).max(5),
    review_text: z.string(),
    source: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;

export const Settings = z
  .object({
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    /** JSON text: weekday name → { open: 'HH:MM', close: 'HH:MM' }, or null when closed. */
    openingHours: z.string(),
    /** The fees the cart preview prices with; the server charges by the same. */
    fees: z.object({
      serviceFeeBasisPoints: z.number().int(),
      expressFeeCents: z.number().int(),
    }),
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof Settings>;

export const ContactInput = z
  .object({
    firstName: z
      .string({ error: 'First name is required' })
      .trim()
      .min(1, 'First name is required')
      .max(100, 'First name is too long'),
    lastName: z
      .string({ error: 'Last name is required' })
      .trim()
      .min(1, 'Last name is required')
      .max(100, 'Last name is too long'),
    email: z
      .string({ error: 'Please enter a valid email address' })
      .trim()
      .pipe(z.email('Please enter a valid email address').max(254)),
    phone: z.string().trim().max(30, 'Phone number is too long').optional(),
    message: z
      .string({ error: 'Please enter a detailed message of at least 10 characters' })
      .trim()
      .min(10, 'Please enter a detailed message of at least 10 characters')
      .max(5000, 'Your message is too long (5000 characters at most)'),
  })
  .meta({ id: 'ContactInput' });
export type ContactInput = z.infer<typeof ContactInput>;

export const ContactResponse = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'ContactResponse' });
export type ContactResponse = z.infer<typeof ContactResponse>;
