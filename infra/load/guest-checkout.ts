/**
 * A guest's checkout as a browser makes it, for the load and fault tools: the order placed (two
 * Panini Porchetta to Damrak), paid in test mode with card 4242 and confirmed. The client keeps
 * the guest cookie, so the same browser can then read and follow its order.
 */
import { TEST_CARDS } from '@shop/contracts';
import type { TestClient } from '../../api/test/http-client';

export type CheckoutOutcome = 'paid' | 'refused' | 'no answer' | 'server error';

export interface Checkout {
  outcome: CheckoutOutcome;
  /** Set once the order was placed, whatever happened to its payment. */
  orderId: number | null;
}

class ServerError extends Error {}

export async function guestCheckout(client: TestClient, menuItemId: number): Promise<Checkout> {
  let orderId: number | null = null;
  const outcome = (o: CheckoutOutcome): Checkout => ({ outcome: o, orderId });
  // 503 (with Retry-After) is the shop refusing while a dependency is away; other 5xx are bugs.
  const post = async (path: string, body: unknown) => {
    const res = await client.post(path, body);
    if (res.status >= 500 && res.status !== 503) throw new ServerError();
    return { ok: res.status >= 200 && res.status < 300, body: res.body };
  };
  try {
    const placed = await post('/api/orders', {
      items: [{ menuItemId, quantity: 2 }],
      deliveryAddress: {
        streetAddress: 'Damrak 1',
        city: 'Amsterdam',
        zipCode: '1012 LG',
        country: 'Netherlands',
      },
      customerName: 'Sofia Romano',
      email: 'sofia@example.com',
      customerPhone: '+31 6 12345678',
    });
    if (!placed.ok) return outcome('refused');
    orderId = placed.body.id as number;
    const intent = await post('/api/payment/create-payment-intent', { orderId });
    if (!intent.ok) return outcome('refused');
    const { paymentIntentId, clientSecret } = intent.body;
    const card = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' };
    const paid = await post('/api/payment/test-mode/confirm', {
      paymentIntentId,
      clientSecret,
      card,
    });
    if (!paid.ok || paid.body.status !== 'succeeded') return outcome('refused');
    const confirmed = await post('/api/payment/confirm-payment', { paymentIntentId });
    return outcome(confirmed.ok && confirmed.body.paymentStatus === 'paid' ? 'paid' : 'refused');
  } catch (err) {
    return outcome(err instanceof ServerError ? 'server error' : 'no answer');
  }
}
