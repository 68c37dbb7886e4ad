import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRACKING_LINK_DAYS_AFTER_DONE } from '@shop/contracts';

/**
 * Signed tracking links, `/order/{id}?t=…`, sent in a food order's e-mails: they open that one
 * order without an account (a guest has no other way back to it). The token is an HMAC of the
 * order number under a key derived from the shop's realtime secret, so it needs no table and
 * every api replica can check it; it stops working a day after the order was delivered or
 * cancelled (the order's `closedAt`), after which it opens nothing.
 */
export class TrackingLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a tracking token can never stand in for a realtime ticket.
    this.key = createHmac('sha256', secret).update('order-tracking-links').digest();
  }

  token(orderId: number): string {
    return createHmac('sha256', this.key)
      .update(`order:${orderId}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** Whether `token` opens `order` now. */
  opens(
    order: { id: number; closedAt: Date | null },
    token: string | undefined,
    now = new Date(),
  ): boolean {
    if (!token) return false;
    const expected = Buffer.from(this.token(order.id));
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    if (!order.closedAt) return true;
    const expires = order.closedAt.getTime() + TRACKING_LINK_DAYS_AFTER_DONE * 24 * 3600_000;
    return now.getTime() < expires;
  }
}
