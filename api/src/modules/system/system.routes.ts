import { Router } from 'express';
import { z } from 'zod';
import { defineRoute } from '../../shared/http/route';
import { buildOpenApiDocument } from '../../shared/openapi/document';

export type HealthCheck = () => Promise<void>;

export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    checks: z.record(z.string(), z.object({ ok: z.boolean() })),
  })
  .meta({ id: 'HealthResponse' });

const CHECK_TIMEOUT_MS = 2000;

/** Whether a check passes within the probe's time, as /api/health judges it. */
export function checkPasses(check: HealthCheck): Promise<boolean> {
  return withTimeout(check).then(
    () => true,
    () => false,
  );
}

function withTimeout(check: HealthCheck): Promise<void> {
  return Promise.race([
    check(),
    new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

export function systemRoutes(deps: { healthChecks: Record<string, HealthCheck> }): Router {
  const router = Router();

  defineRoute(
    router,
    {
      method: 'get',
      path: '/health',
      tags: ['system'],
      summary: 'Checks the database and the event bus; 503 when one fails',
      access: 'public',
      response: HealthResponse,
      errors: { 503: 'A dependency is down' },
    },
    async ({ req, res }) => {
      const entries = await Promise.all(
        Object.entries(deps.healthChecks).map(async ([name, check]) => {
          try {
            await withTimeout(check);
            return [name, { ok: true }] as const;
          } catch (err) {
            // The reason goes to the log only: this endpoint is public.
            req.log.warn({ err, check: name }, 'health check failed');
            return [name, { ok: false }] as const;
          }
        }),
      );
      const checks = Object.fromEntries(entries);
      const ok = entries.every(([, c]) => c.ok);
      res.status(ok ? 200 : 503);
      return { status: ok ? 'ok' : 'degraded', checks };
    },
  );

  let document: string | null = null;
  defineRoute(
    router,
    {
      method: 'get',
      path: '/openapi.json',
      tags: ['system'],
      summary: 'This document',
      access: 'public',
    },
    ({ res }) => {
      // Built on first request, once every module has registered its routes.
      document ??= JSON.stringify(buildOpenApiDocument());
      res.type('application/json').send(document);
    },
  );

  return router;
}
