import { m } from '@/i18n/paraglide/messages';

/**
 * The refusal when a new password and its repeat differ, as the reset page and the profile give
 * it: under the repeat, the field typed last, said in the shop's language when the form checks.
 */
const passwordsDiffer = (say: () => string) => ({ error: () => say(), path: ['confirm'] });

export const RESET_PASSWORDS_DIFFER = passwordsDiffer(m.portal_reset_mismatch);
export const PROFILE_PASSWORDS_DIFFER = passwordsDiffer(m.portal_profile_mismatch);
