import { localizeMessage } from '@/i18n/messages';
import { m } from '@/i18n/paraglide/messages';
import { ApiError } from '@/lib/api-client';

/**
 * The `message` the api sent with a failed response; null for a network failure or a body
 * without one (a proxy's error page is not shown to users).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  const { body } = error;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** The logout's error text (the header offers it, so it is in the first load), in the shop's language. */
export function logoutErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  return message ? localizeMessage(message) : m.shop_auth_couldNotLogOut();
}
