/**
 * The books after a run, on a shop whose database the tool can read: every order a client saw
 * acknowledged is there (and paid when the client saw it paid, or Stripe charged its customer),
 * no order or payment is doubled, every paid order got exactly one invoice e-mail at the SMTP
 * sink, and no order's status went backwards, neither in its history nor on its customer's socket.
 */
import type { AcknowledgedOrder, BooksCheck, ObservedStatuses } from './target';
import type { CountedMail } from './shop/smtp-counter';
import { query } from './shop/settle';

/** The lifecycle's order of statuses (cancelled ends it anywhere and has no rank). */
export const STATUS_RANK: Record<string, number> = {
  pending: 0,
  preparing: 1,
  ready: 2,
  in_transit: 3,
  delivered: 4,
};

/** Statuses that go back in the lifecycle (a cancel ends it and is never backwards). */
export function backwards(statuses: string[]): boolean {
  const ranked = statuses.filter((s) => s in STATUS_RANK).map((s) => STATUS_RANK[s]!);
  return ranked.some((r, i) => i > 0 && r < ranked[i - 1]!);
}

export async function checkBooks(
  databaseUrl: string,
  mails: CountedMail[],
  acknowledged: AcknowledgedOrder[],
  observed: ObservedStatuses[],
  /** Every customer e-mail of the run starts so: `load-<tag>-`. */
  runTag: string,
  /** Succeeded charges per order at the Stripe stand-in; null in test mode (its own table). */
  stripeCharges: Map<number, number> | null = null,
): Promise<BooksCheck> {
  const findings: string[] = [];
  const ids = acknowledged.map((o) => o.orderId);
  const rows = await query<{ id: number; payment_status: string }>(
    databaseUrl,
    'select id, payment_status from orders where id = any($1::int[])',
    [ids],
  );
  const inDb = new Map(rows.map((r) => [r.id, r.payment_status]));
  for (const o of acknowledged) {
    if (!inDb.has(o.orderId))
      findings.push(`order ${o.orderId} acknowledged but not in the database`);
    else if (o.paid && inDb.get(o.orderId) !== 'paid')
      findings.push(
        `order ${o.orderId} seen paid by its customer, ${inDb.get(o.orderId)} in the database`,
      );
  }
  const dupOrders = await query<{ email: string; n: number }>(
    databaseUrl,
    `select customer_email as email, count(*)::int as n from orders
      where customer_email like $1 group by customer_email having count(*) > 1`,
    [`load-${runTag}-%`],
  );
  for (const d of dupOrders) findings.push(`${d.n} orders for the one checkout of ${d.email}`);
  // Charges: test mode keeps its intents in the database, Stripe mode at the stand-in.
  const charges = stripeCharges ? [...stripeCharges].filter(([id]) => inDb.has(id)) : [];
  const dupPayments = await query<{ order_id: number; n: number }>(
    databaseUrl,
    `select order_id, count(*)::int as n from (
        select order_id, 'charge' as what from test_payment_intents
         where status = 'succeeded' and order_id = any($1::int[])
        union all
        select order_id, 'settle' from order_status_history
         where move = 'pay' and order_id = any($1::int[])
        union all
        select id, 'charge' from unnest($2::int[]) id
      ) paid group by order_id
      having count(*) filter (where what = 'charge') > 1 or count(*) filter (where what = 'settle') > 1`,
    [ids, charges.flatMap(([id, n]) => Array<number>(n).fill(id))],
  );
  for (const d of dupPayments)
    findings.push(`order ${d.order_id} charged or settled more than once`);
  const paidIds = rows.filter((r) => r.payment_status === 'paid').map((r) => r.id);
  // A customer Stripe charged is owed the order, whether or not the browser came back.
  const chargedNotPaid = charges.filter(([id]) => inDb.get(id) !== 'paid');
  for (const [id] of chargedNotPaid.slice(0, 20))
    findings.push(`order ${id} charged at Stripe, ${inDb.get(id)} in the database`);

  // One invoice per paid order; a copy with the same Message-ID is a resend of one message.
  const invoices = new Map<number, Set<string>>();
  const bySubject = new Map<string, Set<string>>();
  for (const mail of mails) {
    const id = Number(/invoice for order #(\d+)/.exec(mail.subject)?.[1]);
    if (id) invoices.set(id, (invoices.get(id) ?? new Set()).add(mail.messageId));
    bySubject.set(mail.subject, (bySubject.get(mail.subject) ?? new Set()).add(mail.messageId));
  }
  let paidWithoutOne = 0;
  for (const id of paidIds) {
    const n = invoices.get(id)?.size ?? 0;
    if (n !== 1) {
      paidWithoutOne++;
      if (paidWithoutOne <= 20) findings.push(`paid order ${id} got ${n} invoice e-mails`);
    }
  }
  const ours = new Set(ids.map(String));
  const duplicateMails = [...bySubject].filter(
    ([subject, messageIds]) => messageIds.size > 1 && ours.has(/#(\d+)/.exec(subject)?.[1] ?? ''),
  );
  for (const [subject, messageIds] of duplicateMails.slice(0, 20))
    findings.push(`${messageIds.size} different e-mails "${subject}"`);

  const history = await query<{ order_id: number; statuses: string[] }>(
    databaseUrl,
    `select order_id, array_agg(to_status order by id) as statuses from order_status_history
      where order_id = any($1::int[]) group by order_id`,
    [ids],
  );
  let statusesBackwards = 0;
  for (const h of history)
    if (backwards(h.statuses)) {
      statusesBackwards++;
      findings.push(`order ${h.order_id} went backwards in its history: ${h.statuses.join(' → ')}`);
    }
  for (const o of observed)
    if (backwards(o.statuses)) {
      statusesBackwards++;
      findings.push(`order ${o.orderId} went backwards on its socket: ${o.statuses.join(' → ')}`);
    }
  return {
    ok: findings.length === 0,
    findings,
    counts: {
      acknowledged: acknowledged.length,
      inDatabase: inDb.size,
      paid: paidIds.length,
      duplicateOrders: dupOrders.length,
      duplicatePayments: dupPayments.length,
      chargedNotPaid: chargedNotPaid.length,
      confirmationEmails: [...invoices.values()].reduce((n, s) => n + s.size, 0),
      paidWithoutOneEmail: paidWithoutOne,
      statusesBackwards,
    },
  };
}
