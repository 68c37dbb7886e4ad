import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { passwordResetTokens } from './auth.tables';

/**
 * Password reset links, stored by the hash of their token only. The driver portal's
 * forgot-password pages issue and use them (drivers module); the rows are the account's.
 */

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export async function storeResetToken(
  tx: Tx,
  token: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values(token);
}

export async function resetTokenByHash(
  db: Db | Tx,
  tokenHash: string,
): Promise<ResetTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks the link used, if nobody did first; whether this call did. Claimed with a condition, so
 * two tabs submitting the same link cannot both succeed.
 */
export async function claimResetToken(tx: Tx, tokenHash: string): Promise<boolean> {
  const claimed = await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
    .returning({ userId: passwordResetTokens.userId });
  return claimed.length > 0;
}

/** Uses up every open link of the account (after its password was reset). */
export async function useUpResetTokens(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
