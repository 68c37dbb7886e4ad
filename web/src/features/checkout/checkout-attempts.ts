import { z } from 'zod';
import { DeliveryOption, ScheduledFor } from '@shop/contracts';
import { SESSION_KEYS, session } from '@/lib/session-storage';

/** Enough for the delivery options tried in one checkout; older entries are dropped. */
const MAX_ATTEMPTS = 20;

type Attempts = [sent: string, key: string][];

function read(): Attempts {
  try {
    const parsed: unknown = JSON.parse(session.get(SESSION_KEYS.checkoutAttempts) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The Idempotency-Key for sending `body` as `owner`. It stays the same while the same order is
 * sent again (a retry, a re-render, a reload of the page), so the server answers with the order
 * it placed the first time; a changed order gets a new key. Kept in sessionStorage, cleared once
 * an order is paid.
 */
export function attemptKey(owner: string, body: string): string {
  const sent = `${owner}\n${body}`;
  const attempts = read();
  const known = attempts.find(([s]) => s === sent);
  if (known) return known[1];
  const key = globalThis.crypto.randomUUID();
  const kept = attempts.slice(-(MAX_ATTEMPTS - 1));
  session.set(SESSION_KEYS.checkoutAttempts, JSON.stringify([...kept, [sent, key]]));
  return key;
}

/** Forgets the key of one order, so the next submit is a new attempt. */
export function forgetAttempt(owner: string, body: string): void {
  const sent = `${owner}\n${body}`;
  session.set(SESSION_KEYS.checkoutAttempts, JSON.stringify(read().filter(([s]) => s !== sent)));
}

export function clearCheckoutAttempts(): void {
  session.remove(SESSION_KEYS.checkoutAttempts);
  session.remove(SESSION_KEYS.checkoutChoices);
}

const CheckoutChoices = z.object({
  /** The confirm page's delivery option and, when scheduled, when. */
  delivery: z.object({ option: DeliveryOption, scheduledFor: ScheduledFor }).optional(),
  /** The bar checkout's contact, once given. */
  barContact: z
    .object({ name: z.string(), phone: z.string(), email: z.string().optional() })
    .optional(),
  sendInvoice: z.boolean().optional(),
});
export type CheckoutChoices = z.infer<typeof CheckoutChoices>;

/**
 * The checkout pages' choices as last made in this session. Back from a bank that did not take
 * the payment, the page makes the same choices again, so it sends the same order under the
 * same key and gets the order it placed before, not a new one.
 */
export function readCheckoutChoices(): CheckoutChoices {
  try {
    const parsed = CheckoutChoices.safeParse(
      JSON.parse(session.get(SESSION_KEYS.checkoutChoices) ?? '{}'),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function saveCheckoutChoices(choices: CheckoutChoices): void {
  session.set(
    SESSION_KEYS.checkoutChoices,
    JSON.stringify({ ...readCheckoutChoices(), ...choices }),
  );
}
