import type { Registry } from 'prom-client';
import { httpMetrics } from './shared/metrics/http-metrics';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { EventFeed } from '@shop/realtime';
import type { DriverPosition } from '@shop/contracts';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { apiNotFound, errorHandler } from './shared/errors/error-handler';
import { crossSiteGuard } from './shared/http/cross-site-guard';
import { securityHeaders } from './shared/http/security-headers';
import { requestLog } from './shared/http/request-log';
import { guestSessions } from './shared/http/guest-session';
import { serveWeb } from './shared/http/serve-web';
import { createPushModule } from './modules/push';
import { attachPublicReads, COMPRESS_MIN_BYTES, PublicReads } from './shared/http/public-reads';
import { sessionCookie } from './modules/auth/cookies';
import { sessionMiddleware } from './modules/auth/session-middleware';
import { createAuthModule } from './modules/auth';
import {
  createAuthRateLimits,
  createContactRateLimit,
  createDeliveryCodeLimit,
  type RateLimitSettings,
} from './modules/auth/rate-limits';
import { PageParam } from '@shop/contracts';
import { createDispatchModule, dispatchAfterMove, type DispatchSequence } from './modules/dispatch';
import { createDriversModule } from './modules/drivers';
import { createContactModule } from './modules/contact';
import { createRealtimeModule } from './modules/realtime';
import { createSystemModule, type HealthCheck } from './modules/system';
import { CatalogCache } from './shared/cache/catalog-cache';
import { createMenuModule } from './modules/menu';
import { createMerchandiseModule } from './modules/merchandise';
import { createCatalogueAdminModule } from './modules/catalogue-admin';
import { MEDIA_PATH, mediaRoutes } from './shared/images/media-store';
import { createContentModule } from './modules/content';
import { createOrderingModule } from './modules/ordering';
import { createMerchandiseOrdersModule } from './modules/merchandise-orders';
import { createOrdersModule, openJobOfDriver } from './modules/orders';
import { createPayments, type Payments } from './modules/payments/payments.module';
import { TrackingLinks } from './modules/orders/tracking-links';
import { paymentRoutes } from './modules/payments/payments.routes';
import { paymentWebhookRoutes } from './modules/payments/webhook.routes';
import { createGeoModule } from './modules/geo';
import { createPlacesAdminModule } from './modules/places-admin';
import { createAddressesModule } from './modules/addresses';
import { createNotificationsModule } from './modules/notifications';
import { rejectNulCharacters } from './shared/http/nul-guard';
import { createReportsModule } from './modules/reports';
import { createStaffAdminModule } from './modules/staff-admin';
import { createSystemAdminModule } from './modules/system-admin';
import { createSettingsAdminModule, writeSwitchChanges } from './modules/settings-admin';
import { createBackOfficeModule } from './modules/back-office';
import { createAccountModule, saveAccountLanguage } from './modules/account';

export interface AppDeps {
  config: Config;
  database: Database;
  log: Logger;
  /** Named checks behind /api/health: the database, the event bus. */
  healthChecks: Record<string, HealthCheck>;
  /** Asks the outbox relay to publish now; called after a commit that recorded events. */
  kickRelay: () => void;
  /** Domain events as published, so cached public reads are dropped on every replica. */
  feed: EventFeed;
  /** Where sign-in, registration and contact counters live in split mode; in memory when absent. */
  rateLimitRedis?: Redis | null;
  /** Overrides of the sign-in, registration and contact limits (tests lower or raise them). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Aborted when the app stops: it then lets go of the feed. */
  signal?: AbortSignal;
  /** The payments module shared with the reconciler; built from the config when absent. */
  payments?: Payments;
  /** The time dispatch makes and expires offers by (tests move it); the system clock when absent. */
  clock?: () => Date;
  /** Where the request duration histogram goes; requests are not timed without it. */
  metrics?: Registry;
  /** The dispatch map's message counter, shared with the relay that stamps it. */
  dispatchSequence?: DispatchSequence;
  /** The drivers' freshest fixes, for the dispatch map's snapshot. */
  latestPositions?: () => Promise<DriverPosition[]>;
}

/** The Express app without listen(), so tests can serve it on port 0. */
export function createApp(deps: AppDeps): Express {
  const { config, database, log } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops);
  app.set('query parser', 'simple');

  const helmetHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.mapStyleUrl) },
    // Written by securityHeaders, for HTTPS requests only.
    strictTransportSecurity: false,
  });
  app.use(helmetHeaders);
  app.use(securityHeaders);
  // Above this size JSON goes out compressed (the public reads' cached bodies are compressed
  // once in PublicReads); files of the web build are compressed at build time (serveWeb).
  app.use('/api', compression({ threshold: COMPRESS_MIN_BYTES }));
  app.use(requestLog(log));
  if (deps.metrics) app.use(httpMetrics(deps.metrics));

  const cookie = sessionCookie(config.cookieSecure);
  const limitOptions = { redis: deps.rateLimitRedis ?? null, settings: deps.rateLimits ?? {} };
  const limits = createAuthRateLimits(limitOptions);
  // The realtime secret is shared by every replica, so seeded guest tokens match across them.
  const guests = guestSessions(config.cookieSecure, config.realtimeSecret);
  // Derived from the shared realtime secret, so every replica signs the same tracking links.
  const links = new TrackingLinks(config.realtimeSecret);
  const payments =
    deps.payments ??
    createPayments({
      config: config.payments,
      db: database.db,
      log,
      kickRelay: deps.kickRelay,
      links,
    });

  // Before the JSON parser: the webhook's signature covers the raw bytes.
  app.use('/api', paymentWebhookRoutes({ payments }));
  const geo = createGeoModule({
    db: database.db,
    geocoder: config.geocoder,
    mapStyleUrl: config.mapStyleUrl,
    feed: deps.feed,
    log,
  });

  const api = express.Router();
  api.use(express.json({ limit: '100kb', strict: true }) as RequestHandler);
  api.use(rejectNulCharacters);
  api.use(noStore);
  api.use(sessionMiddleware(database.db, cookie));
  api.use(crossSiteGuard(config.allowedOrigins));
  api.use(createSystemModule(deps).router);
  api.use(
    createAuthModule({ db: database.db, cookie, limits, saveLanguage: saveAccountLanguage }).router,
  );
  api.use(
    createDriversModule({
      db: database.db,
      cookie,
      limits,
      kickRelay: deps.kickRelay,
      openJobOf: openJobOfDriver,
    }).router,
  );
  api.use(
    createContactModule({
      db: database.db,
      kickRelay: deps.kickRelay,
      limit: createContactRateLimit(limitOptions),
    }).router,
  );

  // Cached public bodies belong to this app, so apps built side by side (tests) share nothing.
  const catalog = new CatalogCache();
  catalog.follow(deps.feed, deps.signal);
  const catalogDeps = { db: database.db, catalog, kickRelay: deps.kickRelay };
  const menuModule = createMenuModule(catalogDeps);
  const merchandiseModule = createMerchandiseModule(catalogDeps);
  const catalogueAdmin = createCatalogueAdminModule(catalogDeps);
  const contentModule = createContentModule(catalogDeps);
  const orderingModule = createOrderingModule({
    ...catalogDeps,
    writeSwitches: writeSwitchChanges,
  });
  const menu = menuModule.service;
  const merchandise = merchandiseModule.service;
  const content = contentModule.service;
  const ordering = orderingModule.service;
  api.use(menuModule.router);
  api.use(merchandiseModule.router);
  api.use(catalogueAdmin.router);
  api.use(contentModule.router);
  api.use(orderingModule.router);
  const reads = new PublicReads(config.trustProxyHops);
  reads.copyHeadersOf(helmetHeaders);
  for (const [path, cached] of [
    ['/api/menu', menu.menu],
    ['/api/menu/recommendations', menu.recommendations],
    ['/api/categories', menu.categories],
    ['/api/combo/drinks', menu.comboDrinks],
    ['/api/combo/sauces', menu.comboSauces],
    ['/api/combo/sandwiches', menu.comboSandwiches],
    ['/api/merchandise', merchandise.items],
    ['/api/reviews', content.reviews],
    ['/api/settings', content.settings],
    ['/api/ordering-status', ordering.status],
  ] as const) {
    reads.add(path, () => cached.get());
  }
  reads.addFamily('/api/page-texts/', (page) =>
    PageParam.safeParse({ page }).success ? () => content.pageTextsBody(page) : null,
  );
  attachPublicReads(app, reads);
  api.use(
    createSettingsAdminModule({
      db: database.db,
      kickRelay: deps.kickRelay,
      invalidate: () => catalog.invalidate(['settings', 'ordering-status']),
      ...(deps.clock ? { clock: deps.clock } : {}),
    }).router,
  );
  api.use(createMerchandiseOrdersModule({ db: database.db, guests }).router);
  const foodOrders = createOrdersModule({
    db: database.db,
    guests,
    geo: geo.service,
    links,
    refunds: payments.refunds,
    kickRelay: deps.kickRelay,
    afterMove: dispatchAfterMove(deps.clock),
  });
  api.use(foodOrders.router);
  api.use(
    createPushModule({ db: database.db, config: config.push, orders: foodOrders.service, guests })
      .router,
  );
  api.use(
    createDispatchModule({
      db: database.db,
      kickRelay: deps.kickRelay,
      refunds: payments.refunds,
      moves: foodOrders.moves,
      codeAttempts: createDeliveryCodeLimit(limitOptions),
      sequence: deps.dispatchSequence,
      latestPositions: deps.latestPositions,
      clock: deps.clock,
    }).router,
  );
  api.use(
    createBackOfficeModule({
      db: database.db,
      moves: foodOrders.moves,
      refunds: payments.refunds,
      kickRelay: deps.kickRelay,
    }).router,
  );
  api.use(paymentRoutes({ payments, guests }));
  api.use(geo.router);
  api.use(
    createPlacesAdminModule({
      db: database.db,
      kickRelay: deps.kickRelay,
      invalidateZones: () => geo.service.zones.invalidate(),
      publicOrigin: config.publicOrigin,
    }).router,
  );
  api.use(
    createAddressesModule({ db: database.db, geocoder: geo.service.geocoder, log, guests }).router,
  );
  api.use(createNotificationsModule({ db: database.db, kickRelay: deps.kickRelay }).router);
  api.use(createReportsModule({ db: database.db }).router);
  api.use(createStaffAdminModule({ db: database.db }).router);
  api.use(
    createSystemAdminModule({
      db: database.db,
      config,
      payments,
      geocoder: geo.service.geocoder,
      kickRelay: deps.kickRelay,
    }).router,
  );
  api.use(createAccountModule({ db: database.db, kickRelay: deps.kickRelay, cookie }).router);
  api.use(
    createRealtimeModule({
      config,
      orderReadable: async (orderId, { auth, req }, t) =>
        (await foodOrders.service.readable(
          orderId,
          { auth, guestSessionId: guests.read(req) },
          t,
        )) !== null,
    }).router,
  );
  api.use(apiNotFound);
  app.use('/api', api);

  // Photos live in the database, named by their content: every api process serves them all.
  app.use(MEDIA_PATH, mediaRoutes(database.db));
  if (config.webDist)
    serveWeb(app, config.webDist, { sessionCookieName: cookie.name, log, catalog });
  app.use(errorHandler);
  return app;
}

/** Answers from the api are about one user or change often: browsers must not store them. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * The shop's Content-Security-Policy. With MAP_STYLE_URL the map fetches its style, tiles,
 * glyphs and sprites from that origin (fetch in MapLibre's worker, images for sprites), so the
 * origin is allowed in connect-src and img-src.
 */
export function contentSecurityPolicy(mapStyleUrl: string | null) {
  const mapOrigin = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com'],
    frameSrc: [
      "'self'",
      'https://js.stripe.com',
      'https://hooks.stripe.com',
      'https://www.openstreetmap.org',
    ],
    // 'self' covers ws: and wss: on the page's own host (CSP 3; Chromium since 70, Firefox,
    // Safari since 15.4), which is where /ws lives; bare ws: wss: would allow any host.
    // data: because the dispatch map's icons are inline SVG that deck.gl reads with fetch();
    // reading a data: URL sends nothing anywhere.
    connectSrc: ["'self'", 'data:', 'https://api.stripe.com', ...mapOrigin],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mapOrigin],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    upgradeInsecureRequests: null,
  };
}
