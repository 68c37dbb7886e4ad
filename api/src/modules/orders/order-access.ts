import { BACK_OFFICE_ROLES } from '@shop/contracts';
import type { AuthContext } from '../../shared/http/auth-context';

/** Who placed an order: a signed-in customer, or a browser known by its guest cookie. */
export interface OrderOwner {
  userId: number | null;
  guestSessionId: string | null;
}

/** The caller of a request about one order. */
export interface OrderCaller {
  auth: AuthContext | null;
  /** The hash of the caller's guest cookie, if it has one. */
  guestSessionId: string | null;
}

/**
 * Object-level access to one order: its customer, the browser that placed it as a guest, or
 * staff and admins. Everyone else is told the order does not exist.
 */
export function mayAccessOrder(owner: OrderOwner, caller: OrderCaller): boolean {
  const user = caller.auth?.user;
  if (user && (BACK_OFFICE_ROLES as readonly string[]).includes(user.role)) return true;
  if (user && owner.userId !== null && owner.userId === user.id) return true;
  return (
    caller.guestSessionId !== null &&
    owner.guestSessionId !== null &&
    caller.guestSessionId === owner.guestSessionId
  );
}
