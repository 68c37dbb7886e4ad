import { sql } from 'drizzle-orm';
import type { Language } from '@shop/contracts';
import type { WorkersDb } from '../db/client';

const asLanguage = (value: unknown): Language | null =>
  value === 'nl' || value === 'en' ? value : null;

type LanguageRow = { profile: unknown; ordered?: unknown };
const firstRow = (result: unknown): LanguageRow | undefined =>
  (result as { rows?: LanguageRow[] }).rows?.[0];

/**
 * The language a customer's e-mail is written in, read when it is about to go: a signed-in
 * customer's profile language (chosen on /profile or with the shop's language switch), else
 * the language the shop spoke when the order was placed (a guest's checkout), else English.
 * Without a user id the order's own customer is looked up, so an invoice of a signed-in
 * customer follows their profile too. The tables belong to the api's account and order
 * modules: plain queries on their columns.
 */
export async function emailLanguage(
  db: WorkersDb,
  who: { userId?: number | null; orderId?: number; merchandise?: boolean },
): Promise<Language> {
  if (who.userId) {
    const row = firstRow(
      await db.execute(
        sql`select language as profile from account_profiles where user_id = ${who.userId}`,
      ),
    );
    const profile = asLanguage(row?.profile);
    if (profile) return profile;
  }
  if (who.orderId) {
    const row = firstRow(
      await db.execute(
        who.merchandise
          ? sql`select p.language as profile, o.language as ordered from merchandise_orders o
                left join account_profiles p on p.user_id = o.user_id where o.id = ${who.orderId}`
          : sql`select p.language as profile, o.language as ordered from orders o
                left join account_profiles p on p.user_id = o.user_id where o.id = ${who.orderId}`,
      ),
    );
    const found = asLanguage(row?.profile) ?? asLanguage(row?.ordered);
    if (found) return found;
  }
  return 'en';
}
