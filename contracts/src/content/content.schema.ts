import { z } from 'zod';
import { Id } from '../common/ids';
import { validationIssue, vm } from '../errors/validation-messages';

/** Per page, a map from text key to text. */
export const PageTexts = z.record(z.string(), z.string()).meta({ id: 'PageTexts' });
export type PageTexts = z.infer<typeof PageTexts>;

export const PAGE_TEXT_KEY_MAX = 60;
export const PAGE_TEXT_MAX = 2000;
/** How many texts one page may hold: a page has a few dozen at most. */
export const PAGE_TEXTS_MAX = 200;
const PAGE_TEXT_KEY = new RegExp(`^[A-Za-z0-9_.-]{1,${PAGE_TEXT_KEY_MAX}}$`);

// Written when the schema is built, so the text leads back to its code before any refusal.
const TOO_MANY_TEXTS = vm('too_many_page_texts', { max: PAGE_TEXTS_MAX });

/**
 * Texts an admin sets on one page; keys not named keep their text. Keys are short names
 * (letters, digits, '.', '_', '-'), texts at most 2000 characters.
 */
export const PageTextsUpdate = z
  .record(
    z.string(),
    z
      .string({ error: vm('page_text_not_string') })
      .max(PAGE_TEXT_MAX, vm('page_text_too_long', { max: PAGE_TEXT_MAX })),
  )
  .superRefine((texts, ctx) => {
    const keys = Object.keys(texts);
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: vm('nothing_to_change') });
    if (keys.length > PAGE_TEXTS_MAX) {
      ctx.addIssue({ code: 'custom', message: TOO_MANY_TEXTS });
    }
    for (const key of keys) {
      if (!PAGE_TEXT_KEY.test(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          ...validationIssue('page_text_key', { key: key.slice(0, 80), max: PAGE_TEXT_KEY_MAX }),
        });
      }
    }
  })
  .meta({ id: 'PageTextsUpdate' });
export type PageTextsUpdate = z.infer<typeof PageTextsUpdate>;

export const PageParam = z.object({
  page: z.string().regex(/^[a-z0-9-]{1,40}$/, vm('unknown_page')),
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
      .string({ error: vm('first_name_required') })
      .trim()
      .min(1, vm('first_name_required'))
      .max(100, vm('first_name_too_long')),
    lastName: z
      .string({ error: vm('last_name_required') })
      .trim()
      .min(1, vm('last_name_required'))
      .max(100, vm('last_name_too_long')),
    email: z
      .string({ error: vm('email_invalid') })
      .trim()
      .pipe(z.email(vm('email_invalid')).max(254)),
    phone: z.string().trim().max(30, vm('contact_phone_too_long')).optional(),
    message: z
      .string({ error: vm('message_too_short') })
      .trim()
      .min(10, vm('message_too_short'))
      .max(5000, vm('message_too_long')),
  })
  .meta({ id: 'ContactInput' });
export type ContactInput = z.infer<typeof ContactInput>;

export const ContactResponse = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'ContactResponse' });
export type ContactResponse = z.infer<typeof ContactResponse>;
