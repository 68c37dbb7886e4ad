import { shopListener } from '../src/shared/http/public-reads';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { InProcessEventFeed } from '@shop/realtime';
import { createApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import type { Database } from '../src/db/client';
import { TestClient } from './http-client';

export interface TestApp {
  url: string;
  database: Database;
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppDeps, 'config' | 'database'>> {
  database: Database;
  /** Changes to the configuration read from an empty environment. */
  config?: Partial<Config>;
}

/** The api app alone (no relay, gateway or workers) served on a free port. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    webDist: null,
    ...options.config,
  };
  const app = createApp({
    log: pino({ level: 'silent' }),
    healthChecks: { database: () => options.database.ping() },
    kickRelay: () => {},
    feed: new InProcessEventFeed(),
    ...options,
    config,
  });
  const server: Server = createServer(shopListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    database: options.database,
    client: () => new TestClient(url),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
