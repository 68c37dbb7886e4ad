import type { RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';

/** Seconds; from a cached menu read (~1 ms) to a slow payment call. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Req = Parameters<RequestHandler>[0];
type Res = Parameters<RequestHandler>[1];

/**
 * The route template a request matched ('/api/orders/:id', set by defineRoute), never its
 * concrete path: ids and slugs would make a series per order and put personal data in labels.
 * Requests no api route took are 'unmatched' (/api) or 'web' (the shop's pages and files).
 */
function routeOf(req: Req, res: Res): string {
  const template: unknown = res.locals.routeTemplate;
  if (typeof template === 'string') return template;
  return req.originalUrl.startsWith('/api') ? 'unmatched' : 'web';
}

/** Times every request by method, route template and status class (2xx, 4xx, 5xx…). */
export function httpMetrics(registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return (req, res, next) => {
    const end = duration.startTimer();
    res.once('finish', () => {
      end({
        method: req.method,
        route: routeOf(req, res),
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      });
    });
    next();
  };
}
