import { createHash } from 'node:crypto';
import { unprocessable } from '../../shared/errors/app-error';
import type { OrderOwner } from './order-access';

export const KEY_REUSED =
  'This idempotency key was already used for a different order. Use a new key for a new order.';

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
    throw unprocessable(KEY_REUSED, 'idempotency_key_reused');
  }
}
