import { createHash } from 'node:crypto';
import { unprocessable } from '../../shared/errors/app-error';
import type { OrderOwner } from './order-access';
import { API_MESSAGES } from '@shop/contracts';

export const KEY_REUSED = API_MESSAGES.idempotency_key_reused;

/** JSON with sorted keys, so equal submits hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A hash of what was submitted with an idempotency key (the key itself left out). */
export function requestHash(input: { idempotencyKey?: string | undefined }): string {
  const { idempotencyKey: _key, ...rest } = input;
  return createHash('sha256').update(canonical(rest)).digest('hex');
}

/**
 * A submit without an idempotency key repeats the same owner's same body for this long, while
 * the first order is unpaid: a double click of a client that sends no key places one order.
 */
export const KEYLESS_REPEAT_WINDOW_MS = 60_000;

/**
 * The key a keyless submit is stored under: one per owner and body. It holds a space, which no
 * client's key may, so a client cannot take it. The unique key column makes racing submits find
 * one order, exactly as for a client's key.
 */
export function keylessKey(owner: OrderOwner, hash: string): string {
  const who = owner.userId !== null ? `user:${owner.userId}` : `guest:${owner.guestSessionId}`;
  return `keyless ${createHash('sha256').update(`${who}|${hash}`).digest('hex')}`;
}

/** Whether an order stored under a keyless key still answers a repeat submit made at `now`. */
export function repeatsKeyless(
  order: { createdAt: Date; paymentStatus: string },
  now: Date,
): boolean {
  return (
    order.paymentStatus === 'unpaid' &&
    now.getTime() - order.createdAt.getTime() < KEYLESS_REPEAT_WINDOW_MS
  );
}

/** How a submit is stored: under the client's key, or else under its keyless key. */
export interface SubmitKey {
  key: string;
  /**
   * For a keyless submit: orders under the same key created at or before this time (or paid)
   * no longer answer repeats; the new order takes the key from them in its transaction.
   */
  releaseBefore: Date | null;
}

export function submitKey(
  clientKey: string | null,
  owner: OrderOwner,
  hash: string,
  now: Date,
): SubmitKey {
  if (clientKey) return { key: clientKey, releaseBefore: null };
  return {
    key: keylessKey(owner, hash),
    releaseBefore: new Date(now.getTime() - KEYLESS_REPEAT_WINDOW_MS),
  };
}

/** Whether an order found under the submit's key answers this submit. */
export function answersSubmit(
  existing: { createdAt: Date; paymentStatus: string },
  submit: SubmitKey,
  now: Date,
): boolean {
  return submit.releaseBefore === null || repeatsKeyless(existing, now);
}

/**
 * A submit whose key found an existing order may answer with it only when it comes from the
 * same customer (or guest browser) with the same body; anything else is a 422 that shows nothing
 * of that order (Stripe's semantics for a reused key).
 */
export function assertReplayable(
  existing: OrderOwner & { requestHash: string | null },
  owner: OrderOwner,
  hash: string,
): void {
  const sameOwner =
    existing.userId === owner.userId &&
    (owner.userId !== null || existing.guestSessionId === owner.guestSessionId);
  if (!sameOwner || existing.requestHash !== hash) {
    throw unprocessable('idempotency_key_reused');
  }
}
