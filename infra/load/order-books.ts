/**
 * The e-mails an SMTP server received during a load or fault run, per order (the queries and
 * the wait for the shop to settle are in ./peak/shop/settle.ts).
 */
import type { ParsedMail } from 'mailparser';

/** Per order (after `afterOrderId`), the Message-ID of each e-mail whose subject `kind` names it. */
export function mailsByOrder(
  mails: readonly ParsedMail[],
  kind: RegExp,
  afterOrderId = 0,
): Map<number, string[]> {
  const byOrder = new Map<number, string[]>();
  for (const mail of mails) {
    const id = Number(kind.exec(mail.subject ?? '')?.[1]);
    if (id > afterOrderId) byOrder.set(id, [...(byOrder.get(id) ?? []), mail.messageId ?? '']);
  }
  return byOrder;
}

/** The invoice e-mail's subject, with the order's number. */
export const INVOICE = /invoice for order #(\d+)/;

/**
 * Copies beyond the first, and how many of them repeat a Message-ID: a copy with the same
 * Message-ID is the window send-once.ts leaves (the SMTP server accepted the message and the
 * process died, or lost the database, before the ledger said so). Any other copy is a real bug.
 */
export function duplicates(byOrder: Map<number, string[]>): { copies: number; resends: number } {
  let copies = 0;
  let resends = 0;
  for (const ids of byOrder.values()) {
    copies += ids.length - 1;
    resends += ids.length - new Set(ids).size;
  }
  return { copies, resends };
}
