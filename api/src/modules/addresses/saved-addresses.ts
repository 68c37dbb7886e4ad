import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addresses } from './addresses.tables';

/** A customer's saved addresses in id order, for their data export (the account's transaction). */
export function savedAddressesOf(tx: Tx, userId: number) {
  return tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id);
}
