import type { ContactInput } from '@shop/contracts';
import type { Db } from '../../db/client';
import { recordEvent } from '../../shared/events/outbox';
import { insertContactMessage } from '../content';

/**
 * Stores a contact-form message and, in the same transaction, the event that has it e-mailed
 * to the shop: the message is kept if and only if it will be forwarded.
 */
export async function receiveContactMessage(db: Db, input: ContactInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const phone = input.phone ? input.phone : null;
    const { id } = await insertContactMessage(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone,
      message: input.message,
    });
    await recordEvent(tx, {
      name: 'contact.message-received',
      version: 1,
      data: {
        contactMessageId: id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone,
        message: input.message,
      },
    });
    return { id };
  });
}
