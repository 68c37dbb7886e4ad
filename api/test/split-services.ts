import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RealtimeTicket } from '@shop/contracts';
import { TestSocket } from '../../realtime/test/ws-client';
import { startRedis } from '../../infra/testing/services';
import { createPostgresDatabase } from './databases';
import type { TestClient } from './http-client';

/** The secret the api signs tickets with and every gateway of a split test checks. */
export const TEST_REALTIME_SECRET = 'a-test-realtime-secret-of-32-characters-at-least';

export interface SplitServices {
  redisUrl: string;
  database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  /** What an api, gateway or worker process of this shop is started with. */
  env: { DATABASE_URL: string; REDIS_URL: string; REALTIME_SECRET: string };
  /** Closes the database and stops redis-server (after the test has stopped its processes). */
  close(): Promise<void>;
}

/**
 * What split mode runs on: a fresh PostgreSQL database and a redis-server of its own (a child
 * process with its data in a temporary folder). The test starts the api, gateways and workers.
 */
export async function startSplitServices(name: string): Promise<SplitServices> {
  const dir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const redis = await startRedis(dir);
  const redisUrl = `redis://127.0.0.1:${redis.port}`;
  const database = await createPostgresDatabase();
  return {
    redisUrl,
    database,
    env: { DATABASE_URL: database.url, REDIS_URL: redisUrl, REALTIME_SECRET: TEST_REALTIME_SECRET },
    async close() {
      await database.close();
      redis.process.kill('SIGINT');
      if (redis.process.exitCode === null) {
        await new Promise((resolve) => redis.process.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens /ws on a gateway with a ticket from the api, as the browser does (`query` asks the
 * ticket for an order too), and waits for the gateway's hello.
 */
export async function openLiveSocket(
  gatewayPort: number,
  client: TestClient,
  query = '',
): Promise<TestSocket> {
  const ticket = (await client.get(`/api/realtime/ticket${query}`)).body as RealtimeTicket;
  const params = new URLSearchParams({
    token: ticket.token,
    role: ticket.role,
    id: ticket.id,
    t: String(ticket.t),
  });
  const socket = await TestSocket.open(`ws://127.0.0.1:${gatewayPort}/ws?${params}`);
  await socket.next('connected');
  return socket;
}
