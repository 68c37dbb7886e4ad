import type { Request, Response } from 'express';
import { IdempotencyKey, type Language } from '@shop/contracts';
import { requestLanguage } from '../../shared/http/request-language';
import type { AuthContext } from '../../shared/http/auth-context';
import type { GuestSessions } from '../../shared/http/guest-session';
import type { OrderOwner } from './order-access';

/** The `Idempotency-Key` header, else the body's `idempotencyKey`, else none. */
export function idempotencyKeyOf(req: Request, bodyKey: string | undefined): string | null {
  const header = req.headers['idempotency-key'];
  return typeof header === 'string' ? IdempotencyKey.parse(header) : (bodyKey ?? null);
}

export interface CheckoutCaller {
  owner: OrderOwner;
  /** The hash of the guest cookie the browser came with (its guest checkout details). */
  guestCookie: string | null;
  /** The language the shop spoke at checkout, kept on the order for a guest's e-mails. */
  language: Language;
  /** Call once the order is placed: a cookie-less browser then gets the guest cookie it is owned by. */
  placed(): void;
}

/**
 * Who places an order: the signed-in customer, or a guest browser by its guest cookie. A browser
 * without a cookie that sends a key gets a cookie derived from the key, so racing first submits
 * share one owner and find one order; without a key it gets a fresh cookie at once.
 */
export function checkoutCaller(
  guests: GuestSessions,
  ctx: { auth: AuthContext | null; req: Request; res: Response },
  key: string | null,
): CheckoutCaller {
  const { auth, req, res } = ctx;
  const cookie = guests.read(req);
  let owner: OrderOwner;
  if (auth) owner = { userId: auth.user.id, guestSessionId: null };
  else if (cookie) owner = { userId: null, guestSessionId: cookie };
  else if (key) owner = { userId: null, guestSessionId: guests.seededHash(key) };
  else owner = { userId: null, guestSessionId: guests.ensure(req, res) };
  return {
    owner,
    guestCookie: cookie,
    language: requestLanguage(req),
    placed() {
      if (!auth && !cookie && key) guests.ensure(req, res, key);
    },
  };
}
