/**
 * The SQL statements one request of a guest's checkout sends to PostgreSQL, counted and listed:
 * POST /api/orders, the payment intent, the card step in test mode (which settles the payment),
 * the checkout page's confirm and GET /api/orders/{id}. Each statement costs a round trip, a
 * query built and parsed, and PostgreSQL's work: the order path's CPU goes mostly there.
 *
 *   npx tsx infra/load/order-path-queries.ts
 *
 * The shop runs in this process in split mode on a PostgreSQL and redis-server of its own, its
 * outbox relay stopped so that only the requests' own statements are counted. Figures in
 * docs/performance.md.
 */
import pg from 'pg';
import { pino } from 'pino';
import { TEST_CARDS } from '@shop/contracts';
import { openDatabase } from '../../api/src/db/client';
import { migrate } from '../../api/src/db/migrate';
import { startShop } from '../../api/src/shop';
import { TestClient } from '../../api/test/http-client';
import { wholeShopConfig } from '../../api/test/shop-harness';
import { OwnedServers } from '../testing/owned-servers';
import { placeGuestOrder, plainDishes } from './guest-order';

const statements: string[] = [];
let counting = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  if (counting) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    statements.push(text.replace(/\s+/g, ' ').slice(0, 110));
  }
  return query.apply(this, args);
};

async function main() {
  const servers = new OwnedServers('shop-queries-');
  await servers.start();
  const log = pino({ level: 'silent' });
  const database = await openDatabase({ kind: 'postgres', url: servers.databaseUrl }, log);
  try {
    await migrate(database);
    const shop = await startShop(
      wholeShopConfig({
        DATABASE_URL: servers.databaseUrl,
        REDIS_URL: servers.redisUrl,
        REALTIME_SECRET: 'a-realtime-secret-of-32-characters-at-least',
        REALTIME_URL: 'http://127.0.0.1:1',
      }),
      { log, database, seed: true },
    );
    await shop.relay.stop();
    try {
      const guest = new TestClient(shop.url);
      const dishes = await plainDishes(guest);
      const place = () => placeGuestOrder(guest, dishes, 'sofia@example.com');
      // A first order warms the caches a running shop has warm (zones, catalogue bodies).
      await place();
      const counted = async <T>(label: string, call: () => Promise<T>): Promise<T> => {
        statements.length = 0;
        counting = true;
        const result = await call();
        counting = false;
        const sql = statements.filter((s) => !/^(begin|commit)$/i.test(s));
        console.log(
          `\n${label}: ${statements.length} statements (${statements.length - sql.length} begin/commit)`,
        );
        for (const s of sql) console.log(`  ${s}`);
        return result;
      };
      const placed = await counted('POST /api/orders', place);
      const orderId = placed.body.id as number;
      const intent = await counted('POST /api/payment/create-payment-intent', () =>
        guest.post('/api/payment/create-payment-intent', { orderId }),
      );
      await counted('POST /api/payment/test-mode/confirm', () =>
        guest.post('/api/payment/test-mode/confirm', {
          ...intent.body,
          card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
        }),
      );
      await counted('POST /api/payment/confirm-payment', () =>
        guest.post('/api/payment/confirm-payment', {
          paymentIntentId: intent.body.paymentIntentId,
        }),
      );
      await counted('GET /api/orders/{id}', () => guest.get(`/api/orders/${orderId}`));
    } finally {
      await shop.stop();
    }
  } finally {
    await database.close();
    await servers.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
