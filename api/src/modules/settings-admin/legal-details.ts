import { eq } from 'drizzle-orm';
import type { LegalDetails } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { storeRules } from './store-settings.tables';

/** The shop's legal details as the invoices name it; null until an admin entered them. */
export async function readLegalDetails(db: Db | Tx): Promise<LegalDetails | null> {
  const [row] = await db
    .select({ legal: storeRules.legalDetails })
    .from(storeRules)
    .where(eq(storeRules.id, 1));
  return row?.legal ?? null;
}
