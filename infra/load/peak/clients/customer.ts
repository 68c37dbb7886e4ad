/**
 * A hungry customer, as a guest in a browser: reads the menu, checks the address, fills a cart
 * and places the order (with an Idempotency-Key, as the checkout page sends it), opens the
 * tracking page (one or more tabs on /ws), pays with card 4242 (in test mode, or at a Stripe
 * stand-in as Stripe.js does), and keeps the page open until the order is delivered. The page
 * tells the driver the delivery code.
 */
import { randomUUID } from 'node:crypto';
import { TEST_CARDS, type OrderResponse } from '@shop/contracts';
import { STATUS_RANK } from '../books';
import { ApiClient, RequestFailed } from './http';
import { LiveSocket } from './socket';
import { sleep, type CartItem, type RunContext } from './context';

let customers = 0;

function fillCart(items: CartItem[]): { menuItemId: number; quantity: number }[] {
  const cart = new Map<number, number>();
  let cents = 0;
  // Past every zone's minimum order (20.00) with room to spare.
  while (cents < 2500) {
    const item = items[Math.floor(Math.random() * items.length)]!;
    cart.set(item.menuItemId, (cart.get(item.menuItemId) ?? 0) + 1);
    cents += item.priceCents;
  }
  return [...cart].map(([menuItemId, quantity]) => ({ menuItemId, quantity }));
}

export async function customerJourney(ctx: RunContext, pays: boolean): Promise<void> {
  const n = ++customers;
  const api = new ApiClient(ctx.balancer, ctx.metrics);
  const address = ctx.addresses[n % ctx.addresses.length]!;
  const sockets: LiveSocket[] = [];
  try {
    await api.call('menu', 'GET', '/api/menu');
    const checked = await api.call<{ inDeliveryZone: boolean }>(
      'address',
      'POST',
      '/api/geo/geocode',
      {
        address: `${address.streetAddress}, ${address.zipCode} ${address.city}`,
      },
    );
    if (!checked.body.inDeliveryZone) ctx.metrics.fail('address', 'outside-zone');
    const placed = await api.call<{ id: number }>(
      'order',
      'POST',
      '/api/orders',
      {
        items: fillCart(ctx.cart),
        deliveryAddress: address,
        customerName: 'Sofia Romano',
        email: `load-${ctx.runTag}-${n}@example.com`,
        customerPhone: '+31 6 12345678',
      },
      { headers: { 'idempotency-key': randomUUID() }, expect: [201] },
    );
    const orderId = placed.body.id;
    ctx.ledger.acknowledge(orderId);
    if (!pays) return;

    // Stripe mode: when a customer who did not come back from paying was charged.
    let leftAt: number | null = null;
    let delivered!: () => void;
    const done = new Promise<void>((resolve) => (delivered = resolve));
    const onMessage = (message: any, receivedAt: number) => {
      if (message.type === 'driver-position' && message.topic === `order/${orderId}`) {
        ctx.metrics.record('fix-to-customer', receivedAt - message.at);
      } else if (message.type === 'order-status' && message.orderId === orderId) {
        const previous = ctx.ledger.heard.get(orderId)?.at(-1);
        if (previous && STATUS_RANK[message.status]! < STATUS_RANK[previous]!)
          ctx.metrics.fail('status-to-customer', 'backwards');
        ctx.ledger.hear(orderId, message.status);
        if (message.move === 'pay' && leftAt !== null) {
          ctx.metrics.record('paid-by-webhook', receivedAt - leftAt);
          leftAt = null;
        }
        const movedAt = message.move ? ctx.movedAt.get(`${orderId}:${message.move}`) : undefined;
        if (movedAt !== undefined && message.topic === `order/${orderId}`)
          ctx.metrics.record('status-to-customer', receivedAt - movedAt);
        if (message.status === 'in_transit') void readCode(ctx, api, orderId);
        if (message.status === 'delivered') {
          ctx.ledger.delivered(orderId);
          delivered();
        }
      }
    };
    for (let tab = 0; tab < ctx.scenario.live.trackingTabsPerOrder; tab++) {
      // Only the first tab times the moves; the others count as sockets and messages.
      const socket = new LiveSocket(
        api,
        ctx.gateways,
        ctx.metrics,
        `?orderId=${orderId}`,
        tab === 0 ? onMessage : () => {},
      );
      await socket.open();
      socket.subscribe(`order/${orderId}`);
      sockets.push(socket);
    }

    const intent = await api.call<Intent>(
      'pay-intent',
      'POST',
      '/api/payment/create-payment-intent',
      {
        orderId,
      },
    );
    ctx.movedAt.set(`${orderId}:pay`, Date.now());
    if (ctx.stripe) leftAt = await payAtStripe(ctx, api, orderId, intent.body);
    else await payInTestMode(ctx, api, orderId, intent.body);
    // The page stays open until the door, or until the run gives up on the evening.
    const patience =
      1000 * (ctx.scenario.evening.acceptAfterSeconds + ctx.scenario.evening.prepSeconds) + 600_000;
    await Promise.race([done, sleep(patience), untilStopped(ctx)]);
  } catch (err) {
    // Counted where it failed; the customer gives up, as people do.
    if (!(err instanceof RequestFailed))
      ctx.metrics.fail('customer', (err as Error).message.slice(0, 40));
  } finally {
    for (const socket of sockets) socket.close();
  }
}

interface Intent {
  paymentIntentId: string;
  clientSecret: string;
}

const CARD = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' };

/** Test mode: the shop's own card form, then the confirm the checkout page sends. */
async function payInTestMode(ctx: RunContext, api: ApiClient, orderId: number, intent: Intent) {
  const paid = await api.call<{ status: string }>('pay', 'POST', '/api/payment/test-mode/confirm', {
    ...intent,
    card: CARD,
  });
  if (paid.body.status !== 'succeeded') throw new RequestFailed('pay', paid.body.status, null);
  await confirmAtShop(ctx, api, 'pay-confirm', orderId, intent);
}

/** The checkout page's last step: the shop checks the intent with the provider and settles. */
async function confirmAtShop(
  ctx: RunContext,
  api: ApiClient,
  kind: string,
  orderId: number,
  intent: Intent,
) {
  const confirmed = await api.call<{ paymentStatus: string }>(
    kind,
    'POST',
    '/api/payment/confirm-payment',
    { paymentIntentId: intent.paymentIntentId },
  );
  if (confirmed.body.paymentStatus === 'paid') ctx.ledger.paid(orderId);
}

/**
 * Stripe mode: the card goes to "Stripe" (the stand-in) as Stripe.js confirms it; a customer who
 * comes back then asks the shop to confirm (`pay`, what the checkout page does after
 * stripe.confirmPayment), the others leave it to the webhook. Either way Stripe charged them, so
 * the books expect the order paid. Answers when a customer who left was charged (else null).
 */
async function payAtStripe(
  ctx: RunContext,
  api: ApiClient,
  orderId: number,
  intent: Intent,
): Promise<number | null> {
  const stripe = new ApiClient(ctx.stripe!.balancer, ctx.metrics);
  stripe.bearer = ctx.stripe!.publishableKey;
  const card = await stripe.call<{ status: string }>(
    'stripe-confirm',
    'POST',
    `/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    new URLSearchParams({
      client_secret: intent.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': CARD.number,
      'payment_method_data[card][exp_month]': String(CARD.expMonth),
      'payment_method_data[card][exp_year]': String(CARD.expYear),
      'payment_method_data[card][cvc]': CARD.cvc,
    }),
  );
  if (card.body.status !== 'succeeded')
    throw new RequestFailed('stripe-confirm', card.body.status, null);
  if (Math.random() >= ctx.scenario.payments.returnShare) {
    ctx.ledger.paid(orderId);
    // The shop moves the order when the webhook lands: timed as `paid-by-webhook`, not as the
    // push of a move the shop made at once (status-to-customer).
    ctx.movedAt.delete(`${orderId}:pay`);
    return Date.now();
  }
  await confirmAtShop(ctx, api, 'pay', orderId, intent);
  return null;
}

/** The tracking page shows the delivery code once the order is on its way. */
async function readCode(ctx: RunContext, api: ApiClient, orderId: number) {
  try {
    const read = await api.call<OrderResponse>('order-read', 'GET', `/api/orders/${orderId}`);
    const code = read.body.order.deliveryCode;
    if (code) ctx.deliveryCodes.set(orderId, code);
  } catch {
    // Counted; the driver asks again at the door.
  }
}

/** Resolves once the run is winding down and the drain time is over. */
async function untilStopped(ctx: RunContext): Promise<void> {
  while (!ctx.stopping) await sleep(1000);
}
