import type { Registry } from 'prom-client';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { EventFeed } from '@shop/realtime';
import { IdParam, PageParam, type DriverPosition } from '@shop/contracts';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { CatalogCache } from './shared/cache/catalog-cache';
import { apiNotFound, errorHandler } from './shared/errors/error-handler';
import { crossSiteGuard } from './shared/http/cross-site-guard';
import { guestSessions } from './shared/http/guest-session';
import { rejectNulCharacters } from './shared/http/nul-guard';
import { attachPublicReads, COMPRESS_MIN_BYTES, PublicReads } from './shared/http/public-reads';
import { requestLog } from './shared/http/request-log';
import { securityHeaders } from './shared/http/security-headers';
import { serveWeb } from './shared/http/serve-web';
import { MEDIA_PATH, mediaRoutes } from './shared/images/media-store';
import { httpMetrics } from './shared/metrics/http-metrics';
import { createAccountModule, saveAccountLanguage } from './modules/account';
import { createAddressesModule } from './modules/addresses';
import {
  createAuthModule,
  createAuthRateLimits,
  createContactRateLimit,
  createDeliveryCodeLimit,
  sessionCookie,
  sessionMiddleware,
  type RateLimitSettings,
} from './modules/auth';
import { createBackOfficeModule } from './modules/back-office';
import { createCatalogueAdminModule } from './modules/catalogue-admin';
import { createContactModule } from './modules/contact';
import { cachedPricingFees, createContentModule, type ContentService } from './modules/content';
import { createDispatchModule, dispatchAfterMove, type DispatchSequence } from './modules/dispatch';
import { createDriversModule } from './modules/drivers';
import { createGeoModule } from './modules/geo';
import { cachedOrderCatalogue, createMenuModule, type MenuService } from './modules/menu';
import { createMerchandiseModule, type MerchandiseService } from './modules/merchandise';
import { createMerchandiseOrdersModule } from './modules/merchandise-orders';
import { createNotificationsModule } from './modules/notifications';
import {
  afterSwitchesWritten,
  cachedOrderingStatus,
  createOrderingModule,
  type OrderingService,
} from './modules/ordering';
import { createOrdersModule, openJobOfDriver, TrackingLinks } from './modules/orders';
import { createPayments, createPaymentsModule, type Payments } from './modules/payments';
import { createPlacesAdminModule } from './modules/places-admin';
import { createPushModule } from './modules/push';
import { createRealtimeModule } from './modules/realtime';
import { createReportsModule } from './modules/reports';
import {
  cachedKitchenRules,
  createSettingsAdminModule,
  writeSwitchChanges,
} from './modules/settings-admin';
import { createStaffAdminModule } from './modules/staff-admin';
import { createSystemModule, type HealthCheck } from './modules/system';
import { createSystemAdminModule } from './modules/system-admin';

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
  /**
   * The cached public reads and the order path's switches, fees and rules, shared with the
   * store clock so that its switch changes drop them; a new one when absent.
   */
  catalog?: CatalogCache;
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

/**
 * The Express app without listen(), so tests can serve it on port 0. Every module is built by
 * the createXModule of its index (docs/decisions/0053-one-way-to-wire-a-module.md), given the
 * shared things and what earlier modules share; their routers are then mounted in one list.
 */
export function createApp(deps: AppDeps): Express {
  const { config, database, log, kickRelay, clock } = deps;
  const db = database.db;
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

  // What several modules share.
  const cookie = sessionCookie(config.cookieSecure);
  const limitOptions = { redis: deps.rateLimitRedis ?? null, settings: deps.rateLimits ?? {} };
  const limits = createAuthRateLimits(limitOptions);
  // The realtime secret is shared by every replica, so seeded guest tokens match across them.
  const guests = guestSessions(config.cookieSecure, config.realtimeSecret);
  // Derived from the shared realtime secret, so every replica signs the same tracking links.
  const links = new TrackingLinks(config.realtimeSecret);
  const payments =
    deps.payments ?? createPayments({ config: config.payments, db, log, kickRelay, links });
  // Cached public bodies belong to this app, so apps built side by side (tests) share nothing.
  const catalog = deps.catalog ?? new CatalogCache();
  catalog.follow(deps.feed, deps.signal);
  const catalogDeps = { db, catalog, kickRelay };

  // One createXModule per module. Each defines its routes as it is built, so this is also the
  // order of the OpenAPI document: geo's routes first, then the rest in the routers' order. Geo's
  // service goes to orders, addresses, places-admin and system-admin.
  const geo = createGeoModule({
    db,
    geocoder: config.geocoder,
    mapStyleUrl: config.mapStyleUrl,
    feed: deps.feed,
    log,
  });
  const system = createSystemModule({ healthChecks: deps.healthChecks });
  const auth = createAuthModule({ db, cookie, limits, saveLanguage: saveAccountLanguage });
  const drivers = createDriversModule({
    db,
    cookie,
    limits,
    kickRelay,
    openJobOf: openJobOfDriver,
  });
  const contact = createContactModule({
    db,
    kickRelay,
    limit: createContactRateLimit(limitOptions),
  });
  const menu = createMenuModule(catalogDeps);
  const merchandise = createMerchandiseModule(catalogDeps);
  const catalogueAdmin = createCatalogueAdminModule(catalogDeps);
  const content = createContentModule(catalogDeps);
  const ordering = createOrderingModule({ ...catalogDeps, writeSwitches: writeSwitchChanges });
  const settingsAdmin = createSettingsAdminModule({
    db,
    kickRelay,
    invalidate: () => catalog.invalidate(['settings', 'ordering-status']),
    clock,
  });
  const kitchenRules = cachedKitchenRules(catalog, db);
  const merchandiseOrders = createMerchandiseOrdersModule({ db, guests });
  const orders = createOrdersModule({
    db,
    guests,
    geo: geo.service,
    placing: {
      orderingStatus: cachedOrderingStatus(catalog, db),
      switchesWritten: afterSwitchesWritten(catalog, kickRelay),
      kitchenCapacity: kitchenRules.capacity,
      catalogue: cachedOrderCatalogue(catalog, db),
      pricingFees: cachedPricingFees(catalog, db),
    },
    links,
    refunds: payments.refunds,
    kickRelay,
    kitchenAlerts: kitchenRules.alerts,
    afterMove: dispatchAfterMove(clock),
  });
  const push = createPushModule({ db, config: config.push, orders: orders.service, guests });
  const dispatch = createDispatchModule({
    db,
    kickRelay,
    refunds: payments.refunds,
    moves: orders.moves,
    codeAttempts: createDeliveryCodeLimit(limitOptions),
    sequence: deps.dispatchSequence,
    latestPositions: deps.latestPositions,
    clock,
  });
  const backOffice = createBackOfficeModule({
    db,
    moves: orders.moves,
    refunds: payments.refunds,
    kickRelay,
  });
  const paymentsModule = createPaymentsModule({ payments, guests });
  const placesAdmin = createPlacesAdminModule({
    db,
    kickRelay,
    invalidateZones: () => geo.service.zones.invalidate(),
    publicOrigin: config.publicOrigin,
  });
  const addresses = createAddressesModule({ db, geocoder: geo.service.geocoder, log, guests });
  const notifications = createNotificationsModule({ db, kickRelay });
  const reports = createReportsModule({ db });
  const staffAdmin = createStaffAdminModule({ db });
  const systemAdmin = createSystemAdminModule({
    db,
    config,
    payments,
    geocoder: geo.service.geocoder,
    kickRelay,
  });
  const account = createAccountModule({ db, kickRelay, cookie });
  const realtime = createRealtimeModule({
    config,
    orderReadable: async (orderId, { auth, req }, t) =>
      (await orders.service.readable(orderId, { auth, guestSessionId: guests.read(req) }, t)) !==
      null,
  });

  // Before the JSON parser: the webhook's signature covers the raw bytes.
  app.use('/api', paymentsModule.webhookRouter);
  attachPublicReads(
    app,
    publicReadsOf(config.trustProxyHops, helmetHeaders, {
      menu: menu.service,
      merchandise: merchandise.service,
      content: content.service,
      ordering: ordering.service,
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '100kb', strict: true }) as RequestHandler);
  api.use(rejectNulCharacters);
  api.use(noStore);
  api.use(sessionMiddleware(db, cookie));
  api.use(crossSiteGuard(config.allowedOrigins));
  // Express tries the routers in this order: the first route that matches answers.
  for (const { router } of [
    system,
    auth,
    drivers,
    contact,
    menu,
    merchandise,
    catalogueAdmin,
    content,
    ordering,
    settingsAdmin,
    merchandiseOrders,
    orders,
    push,
    dispatch,
    backOffice,
    paymentsModule,
    geo,
    placesAdmin,
    addresses,
    notifications,
    reports,
    staffAdmin,
    systemAdmin,
    account,
    realtime,
  ]) {
    api.use(router);
  }
  api.use(apiNotFound);
  app.use('/api', api);

  // Photos live in the database, named by their content: every api process serves them all.
  app.use(MEDIA_PATH, mediaRoutes(db));
  if (config.webDist)
    serveWeb(app, config.webDist, { sessionCookieName: cookie.name, log, catalog });
  app.use(errorHandler);
  return app;
}

/**
 * The public reads answered before Express from the catalogue's cached bodies, with the
 * headers the app's helmet writes.
 */
function publicReadsOf(
  trustProxyHops: number,
  helmetHeaders: RequestHandler,
  services: {
    menu: MenuService;
    merchandise: MerchandiseService;
    content: ContentService;
    ordering: OrderingService;
  },
): PublicReads {
  const { menu, merchandise, content, ordering } = services;
  const reads = new PublicReads(trustProxyHops);
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
  // A dish's dialog reads its item: about three reads per paid order at the peak. An id the
  // path parser refuses, or no item has, goes to the app, which answers with the error.
  reads.addFamily('/api/menu/', (key) => {
    const parsed = IdParam.safeParse({ id: key });
    return parsed.success ? () => menu.menuItemBody(parsed.data.id) : null;
  });
  return reads;
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
