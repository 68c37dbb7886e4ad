import { eq } from 'drizzle-orm';
import type { OrderStatusEmail, OrderStatusEmailKind } from '@shop/contracts/jobs';
import type { WorkersDb } from '../db/client';
import { emailPreferences } from './email-preferences.tables';

/** The status e-mails a customer may switch off, by the preference that governs each. */
const OPTIONAL: Partial<
  Record<OrderStatusEmailKind, 'readyForPickup' | 'outForDelivery' | 'delivered'>
> = {
  ready_for_pickup: 'readyForPickup',
  out_for_delivery: 'outForDelivery',
  delivered: 'delivered',
};

/**
 * Whether the customer wants this status e-mail, read when it is about to go (a preference
 * changed after the order counts). Confirmation, cancellation and refund always go; so does
 * every e-mail to a guest.
 */
export async function wantsStatusEmail(db: WorkersDb, data: OrderStatusEmail): Promise<boolean> {
  const preference = OPTIONAL[data.kind];
  if (!preference || !data.userId) return true;
  const [row] = await db
    .select()
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, data.userId));
  return row ? row[preference] : true;
}
