import { sql } from 'drizzle-orm';
import type { Language } from '@shop/contracts';
import type { WorkersDb } from '../db/client';

const asLanguage = (value: unknown): Language | null =>
  value === 'nl' || value === 'en' ? value : null;

/**
 * The language a customer's e-mail is written in, read when it is about to go: a signed-in
 * customer's profile language (chosen on /profile or with the shop's language switch), else
 * the language the shop spoke when the order was placed (a guest's checkout), else English.
 * The tables belong to the api's account and order modules: plain queries on their columns.
 */
export async function emailLanguage(
  db: WorkersDb,
  who: { userId?: number | null; orderId?: number; merchandise?: boolean },
): Promise<Language> {
  if (who.userId) {
    const result: unknown = await db.execute(
      sql`select language from account_profiles where user_id = ${who.userId}`,
    );
    const profile = asLanguage((result as { rows?: { language: unknown }[] }).rows?.[0]?.language);
    if (profile) return profile;
  }
  if (who.orderId) {
    const result: unknown = await db.execute(
      who.merchandise
        ? sql`select language from merchandise_orders where id = ${who.orderId}`
        : sql`select language from orders where id = ${who.orderId}`,
    );
    const order = asLanguage((result as { rows?: { language: unknown }[] }).rows?.[0]?.language);
    if (order) return order;
  }
  return 'en';
}
