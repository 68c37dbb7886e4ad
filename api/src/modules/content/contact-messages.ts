import type { Tx } from '../../db/client';
import { contactMessages } from './content.tables';

/** Stores a contact-form message in the caller's transaction (with its event); its id. */
export async function insertContactMessage(
  tx: Tx,
  message: typeof contactMessages.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  return row!;
}
