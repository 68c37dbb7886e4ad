import type { Request, Response, Router } from 'express';
import type { ZodObject, ZodType, z } from 'zod';
import { ErrorBody, IdParam, apiMessage } from '@shop/contracts';
import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { registry } from '../openapi/registry';
import { forbidden, unauthorized } from '../errors/app-error';
import type { Access, AuthContext } from './auth-context';
import { assertNoNulCharacter } from './nul-guard';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteResponse {
  description: string;
  schema?: ZodType;
}

export interface RouteSpec<
  B extends ZodType | undefined,
  Q extends ZodObject | undefined,
  P extends ZodObject | undefined,
> {
  method: Method;
  /** Express path relative to /api, e.g. '/orders/:id'. */
  path: string;
  tags: string[];
  summary: string;
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** The success status and its schema; error statuses are documented from ErrorBody. */
  status?: number;
  response?: ZodType;
  /** Further documented statuses, e.g. { 409: 'Username taken' }. */
  errors?: Record<number, string>;
}

type Parsed<S> = S extends ZodType ? z.output<S> : undefined;

export interface RouteContext<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  auth: AuthContext | null;
  req: Request;
  res: Response;
}

export interface RoutePolicy {
  method: Method;
  path: string;
  access: Access;
}

/** Every route the api serves, with who may call it: the table the authorization tests walk. */
export const routePolicies: RoutePolicy[] = [];
const registered = new Set<string>();

/** Checks the caller against the route's access rule: 401 when anonymous, 403 for a wrong role. */
export function assertAccess(access: Access, auth: AuthContext | null | undefined): void {
  if (access === 'public') return;
  if (!auth) throw unauthorized();
  if (access === 'authenticated') return;
  if (!access.includes(auth.user.role)) {
    throw forbidden(
      apiMessage('role_required', { roles: access.join(', '), role: auth.user.role }),
    );
  }
}

/**
 * Declares a route once: Express handler, input validation, access rule and OpenAPI entry.
 * The handler's return value is sent as JSON with `status` (200 by default), or with the
 * status the handler set on `res`, unless it has already answered through `res`.
 */
export function defineRoute<
  B extends ZodType | undefined = undefined,
  Q extends ZodObject | undefined = undefined,
  P extends ZodObject | undefined = undefined,
>(
  router: Router,
  spec: RouteSpec<B, Q, P>,
  handler: (ctx: RouteContext<Parsed<B>, Parsed<Q>, Parsed<P>>) => Promise<unknown> | unknown,
): void {
  // An app is assembled more than once in tests; each route is documented once.
  const key = `${spec.method} ${spec.path}`;
  if (!registered.has(key)) {
    assertPathParamsParsed(spec);
    registered.add(key);
    routePolicies.push({ method: spec.method, path: spec.path, access: spec.access });
    registerOpenApi(spec);
  }
  const template = `/api${spec.path}`;
  router[spec.method](spec.path, async (req: Request, res: Response) => {
    // The route's template, for the request metrics: never the concrete path with its ids.
    res.locals.routeTemplate = template;
    assertAccess(spec.access, req.auth);
    assertNoNulCharacter(req.params);
    const ctx = {
      body: (spec.body ? spec.body.parse(req.body ?? {}) : undefined) as Parsed<B>,
      query: (spec.query ? spec.query.parse(req.query) : undefined) as Parsed<Q>,
      params: (spec.params ? spec.params.parse(req.params) : undefined) as Parsed<P>,
      auth: req.auth ?? null,
      req,
      res,
    };
    const result = await handler(ctx);
    if (res.headersSent) return;
    // A handler may pick the status itself (the health check's 503) and still return the body.
    const status = res.statusCode !== 200 ? res.statusCode : (spec.status ?? 200);
    res.status(status).json(result ?? null);
  });
}

/**
 * Every path parameter is parsed by the route's schema, and an `:id` by the shared IdParam, so
 * no route can read '0x10' or ' 1' as a row number of its own. Checked when the route is defined.
 */
function assertPathParamsParsed(spec: { method: Method; path: string; params?: ZodObject }) {
  const names = [...spec.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  for (const name of names) {
    const schema = spec.params?.shape[name];
    if (!schema) throw new Error(`${spec.method} ${spec.path}: no schema parses :${name}`);
    if (name === 'id' && schema !== IdParam.shape.id) {
      throw new Error(`${spec.method} ${spec.path}: :id must be parsed by IdParam`);
    }
  }
}

function registerOpenApi(
  spec: RouteSpec<ZodType | undefined, ZodObject | undefined, ZodObject | undefined>,
) {
  const path = `/api${spec.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
  const errorContent = { 'application/json': { schema: ErrorBody } };
  const responses: RouteConfig['responses'] = {
    [spec.status ?? 200]: {
      description: 'Success',
      ...(spec.response ? { content: { 'application/json': { schema: spec.response } } } : {}),
    },
  };
  if (spec.body || spec.query || spec.params) {
    responses[400] = { description: 'Invalid input', content: errorContent };
  }
  if (spec.access !== 'public') {
    responses[401] = { description: 'Not signed in', content: errorContent };
    if (spec.access !== 'authenticated') {
      responses[403] = {
        description: `Requires role ${spec.access.join(' or ')}`,
        content: errorContent,
      };
    }
  }
  for (const [status, description] of Object.entries(spec.errors ?? {})) {
    responses[Number(status)] = { description, content: errorContent };
  }
  const request: RouteConfig['request'] = {};
  if (spec.body) request.body = { content: { 'application/json': { schema: spec.body } } };
  if (spec.query) request.query = spec.query;
  if (spec.params) request.params = spec.params;
  registry.registerPath({
    method: spec.method,
    path,
    tags: spec.tags,
    summary: spec.summary,
    description:
      spec.access === 'public'
        ? 'Public.'
        : spec.access === 'authenticated'
          ? 'Any signed-in user.'
          : `Roles: ${spec.access.join(', ')}.`,
    request,
    responses,
  });
}
