import { BACK_OFFICE_ROLES, API_MESSAGES } from '@shop/contracts';
import type { AuthContext } from '../../shared/http/auth-context';
import { forbidden, notFound } from '../../shared/errors/app-error';

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

/** How a caller stands to an order: who placed it, the back office that runs it, or nobody. */
export type OrderRelation = 'owner' | 'back-office' | null;

/** What staff are told when they ask for a credential that pays for a customer's order. */
export const PAYMENT_OWNER_ONLY = API_MESSAGES.payment_owner_only;

export function orderRelation(owner: OrderOwner, caller: OrderCaller): OrderRelation {
  const user = caller.auth?.user;
  if (user && owner.userId !== null && owner.userId === user.id) return 'owner';
  if (
    caller.guestSessionId !== null &&
    owner.guestSessionId !== null &&
    caller.guestSessionId === owner.guestSessionId
  ) {
    return 'owner';
  }
  if (user && (BACK_OFFICE_ROLES as readonly string[]).includes(user.role)) return 'back-office';
  return null;
}

/**
 * Object-level access to one order: its customer, the browser that placed it as a guest, or
 * staff and admins. Everyone else is told the order does not exist.
 */
export function mayAccessOrder(owner: OrderOwner, caller: OrderCaller): boolean {
  return orderRelation(owner, caller) !== null;
}

/**
 * Paying is the owner's alone: a payment's client secret completes the customer's payment, so
 * staff, who may read the order, get 403 instead of it. Anyone else is told it does not exist
 * (`notFoundMessage`, 404), as for reading.
 */
export function assertMayPayOrder(
  owner: OrderOwner | null,
  caller: OrderCaller,
  notFoundMessage: 'order_not_found' | 'payment_not_found',
): asserts owner is OrderOwner {
  const relation = owner ? orderRelation(owner, caller) : null;
  if (relation === null) throw notFound(notFoundMessage);
  if (relation !== 'owner') throw forbidden('payment_owner_only');
}
