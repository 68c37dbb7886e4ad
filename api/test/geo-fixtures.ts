import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { InProcessEventFeed } from '@shop/realtime';
import { createApp } from '../src/app';
import { loadConfig, type Config, type GeocoderConfig } from '../src/config/env';
import type { Database, Db } from '../src/db/client';
import { createUser } from '../src/modules/auth/auth.service';
import { createSession } from '../src/modules/auth/sessions';
import { bars, customLocations, deliveryZones } from '../src/modules/geo/geo.tables';
import fixture from './fixtures/delivery-zones.json';
import { TestClient } from './http-client';

/** The three delivery zones of the shop (district polygons merged per zone), plus an inactive one. */
export async function insertTestZones(db: Db) {
  const rows = await db
    .insert(deliveryZones)
    .values([
      ...fixture.zones.map((zone, i) => ({
        name: zone.name,
        deliveryFeeCents: zone.deliveryFeeCents,
        minimumOrderCents: zone.minimumOrderCents,
        estimatedTime: zone.estimatedTime,
        coordinates: zone.coordinates as [number, number][][],
        sortOrder: i + 1,
      })),
      {
        // Around the Johan Cruijff ArenA; switched off.
        name: 'Zone 4 Zuidoost',
        deliveryFeeCents: 600,
        minimumOrderCents: 3000,
        estimatedTime: '45-60 min',
        isActive: false,
        coordinates: [
          [
            [4.93, 52.305],
            [4.96, 52.305],
            [4.96, 52.325],
            [4.93, 52.325],
            [4.93, 52.305],
          ],
        ] as [number, number][][],
        sortOrder: 4,
      },
    ])
    .returning();
  const [cityCenter, westZuid, noordOost, zuidoost] = rows;
  return {
    cityCenter: cityCenter!,
    westZuid: westZuid!,
    noordOost: noordOost!,
    zuidoost: zuidoost!,
  };
}

export async function insertTestPlaces(db: Db) {
  const [bar, closedBar] = await db
    .insert(bars)
    .values([
      {
        slug: 'cafe-de-jaren',
        name: 'Café de Jaren',
        address: 'Nieuwe Doelenstraat 20, 1012 CP Amsterdam',
        latitude: 52.3679,
        longitude: 4.8947,
      },
      {
        slug: 'closed-bar',
        name: 'Closed Bar',
        address: 'Javastraat 1, 1094 HA Amsterdam',
        latitude: 52.363,
        longitude: 4.9395,
        active: false,
      },
    ])
    .returning();
  const [terrace, offline, faraway] = await db
    .insert(customLocations)
    .values([
      {
        customId: 'ndsm-terrace',
        name: 'NDSM terrace',
        description: 'At the crane',
        latitude: 52.401,
        longitude: 4.892,
        address: 'NDSM-plein 1, 1033 WB Amsterdam',
      },
      {
        customId: 'old-event',
        name: 'Old event',
        latitude: 52.373,
        longitude: 4.8926,
        address: 'Dam 1, Amsterdam',
        active: false,
      },
      {
        customId: 'osdorp-market',
        name: 'Osdorp market',
        latitude: 52.3592,
        longitude: 4.7985,
        address: 'Osdorpplein 1, 1068 EL Amsterdam',
      },
    ])
    .returning();
  return {
    bar: bar!,
    closedBar: closedBar!,
    terrace: terrace!,
    offline: offline!,
    faraway: faraway!,
  };
}

export interface GeoTestApp {
  url: string;
  feed: InProcessEventFeed;
  client(): TestClient;
  close(): Promise<void>;
}

/** The api app on a free port, with the geocoder and its limits as the test asks. */
export async function startGeoTestApp(
  database: Database,
  geocoder: Partial<GeocoderConfig> = {},
): Promise<GeoTestApp> {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config: Config = {
    ...base,
    webDist: null,
    geocoder: { ...base.geocoder, perMinute: 1000, ...geocoder },
  };
  const feed = new InProcessEventFeed();
  const app = createApp({
    config,
    database,
    log: pino({ level: 'silent' }),
    healthChecks: {},
    kickRelay: () => {},
    feed,
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    feed,
    client: () => new TestClient(url),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Publishes what a staff change to the zones publishes. */
export function zonesChanged(feed: InProcessEventFeed): Promise<void> {
  return feed.publish({
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'catalog.changed',
    version: 1,
    data: { resources: ['zones'] },
  });
}

let accounts = 0;

/** A signed-in customer: the client sends its session token as a bearer. */
export async function signedInCustomer(db: Db, url: string) {
  accounts++;
  const username = `customer-${process.pid}-${accounts}`;
  const user = await createUser(
    db,
    { username, password: 'correct-horse-1', email: `${username}@example.com` },
    'customer',
  );
  const { token } = await createSession(db, user.id);
  const client = new TestClient(url);
  client.bearer = token;
  return { user, client };
}

export interface StubRequest {
  method: string;
  url: string;
  host: string | undefined;
  headers: IncomingMessage['headers'];
}

/** An HTTP server on loopback that plays a geocoder and records what reaches it. */
/** A loopback URL where nothing listens: connecting to it is refused at once. */
export async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}

export class StubServer {
  readonly requests: StubRequest[] = [];
  handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(500).end();
  };
  private server: Server = createServer((req, res) => {
    this.requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      host: req.headers.host,
      headers: req.headers,
    });
    this.handler(req, res);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  get host(): string {
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  json(body: unknown, status = 200): void {
    this.handler = (_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
  }

  /** Accepts the request and never answers (until the server closes). */
  hang(): void {
    this.handler = () => {};
  }

  /** Accepts the connection, then drops it without answering (the client sees a reset). */
  reset(): void {
    this.handler = (req) => {
      req.socket.destroy();
    };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}
