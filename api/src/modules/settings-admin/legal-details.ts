import { eq, sql } from 'drizzle-orm';
import type { LegalDetails } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { storeRules } from './store-settings.tables';

/** Every paid order's invoice names the seller: read in the paying transaction. */
const legalDetailsQuery = prepared((db) =>
  db
    .select({ legal: storeRules.legalDetails })
    .from(storeRules)
    .where(eq(storeRules.id, sql.placeholder('id')))
    .prepare('settings_legal_details'),
);

/** The shop's legal details as the invoices name it; null until an admin entered them. */
export async function readLegalDetails(db: Db | Tx): Promise<LegalDetails | null> {
  const [row] = await legalDetailsQuery(db).execute({ id: 1 });
  return row?.legal ?? null;
}
