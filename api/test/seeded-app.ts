import { shopListener } from '../src/shared/http/public-reads';
import { createServer, type Server } from 'node:http';
import { pino } from 'pino';
import type { Role } from '@shop/contracts';
import { InProcessEventFeed } from '@shop/realtime';
import { createApp } from '../src/app';
import { CatalogCache } from '../src/shared/cache/catalog-cache';
import { loadConfig } from '../src/config/env';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/seed/seed';
import { createPostgresDatabase } from './databases';
import { TestClient } from './http-client';

export interface SeededApp {
  url: string;
  database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  /** The app's event feed: publish here to act as another replica's relay. */
  feed: InProcessEventFeed;
  /** The app's cached reads: a store clock built beside the app drops them as the shop's does. */
  catalog: CatalogCache;
  /** How often the app asked the outbox relay to publish. */
  relayKicks(): number;
  /** A client with no session. */
  anonymous(): TestClient;
  /** A client signed in as the demo account of this role. */
  signedInAs(role: Role): Promise<TestClient>;
  stop(): Promise<void>;
}

/**
 * The api on port 0 over a fresh PostgreSQL database with the demo data, no relay running.
 * `env` adds settings to the otherwise empty environment (e.g. MEDIA_DIR).
 */
export async function startSeededApp(env: Record<string, string> = {}): Promise<SeededApp> {
  const database = await createPostgresDatabase();
  const log = pino({ level: 'silent' });
  await seedDemoData(database.db, log);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const feed = new InProcessEventFeed();
  const catalog = new CatalogCache();
  const lifetime = new AbortController();
  let kicks = 0;
  const app = createApp({
    config,
    database,
    log,
    healthChecks: {},
    kickRelay: () => {
      kicks++;
    },
    feed,
    catalog,
    signal: lifetime.signal,
  });
  const server = createServer(shopListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    database,
    feed,
    catalog,
    relayKicks: () => kicks,
    anonymous: () => new TestClient(url),
    async signedInAs(role) {
      const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
      const client = new TestClient(url);
      const res = await client.post('/api/login', {
        username: account.username,
        password: account.password,
      });
      if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.text}`);
      return client;
    },
    async stop() {
      lifetime.abort();
      await closeServer(server);
      await feed.close();
      await database.close();
    },
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
