import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { EventFeed } from '@shop/realtime';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { apiNotFound, errorHandler } from './shared/errors/error-handler';
import { crossSiteGuard } from './shared/http/cross-site-guard';
import { serveWeb } from './shared/http/serve-web';
import { sessionCookie } from './modules/auth/cookies';
import { sessionMiddleware } from './modules/auth/session-middleware';
import { authRoutes } from './modules/auth/auth.routes';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { systemRoutes, type HealthCheck } from './modules/system/system.routes';

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
}

/** The Express app without listen(), so tests can serve it on port 0. */
export function createApp(deps: AppDeps): Express {
  const { config, database, log } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops);
  app.set('query parser', 'simple');

  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy() } }));
  app.use(
    pinoHttp({
      logger: log,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    }),
  );

  const cookie = sessionCookie(config.cookieSecure);
  const api = express.Router();
  api.use(express.json({ limit: '100kb', strict: true }) as RequestHandler);
  api.use(noStore);
  api.use(sessionMiddleware(database.db, cookie));
  api.use(crossSiteGuard(config.allowedOrigins));
  api.use(systemRoutes(deps));
  api.use(authRoutes({ db: database.db, cookie }));
  api.use(realtimeRoutes(deps));
  api.use(apiNotFound);
  app.use('/api', api);

  if (config.webDist) serveWeb(app, config.webDist);
  app.use(errorHandler);
  return app;
}

/** Answers from the api are about one user or change often: browsers must not store them. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

function contentSecurityPolicy() {
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
    connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    upgradeInsecureRequests: null,
  };
}
