import { SESSION_KEYS, session } from '@/lib/session-storage';

/** The guest's contact and address are stored on the server (their httpOnly guest cookie). */
export function markGuestCheckout(): void {
  session.set(SESSION_KEYS.guestCheckout, 'true');
}

export const isGuestCheckout = (): boolean => session.get(SESSION_KEYS.guestCheckout) === 'true';
