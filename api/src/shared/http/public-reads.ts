import { randomUUID } from 'node:crypto';
import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';
import type { TLSSocket } from 'node:tls';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Express, RequestHandler } from 'express';
import { REQUEST_ID_PATTERN } from '@shop/process/log-context';
import { etagMatches, type CachedBody } from '../cache/cached-json';
import { PERMISSIONS_POLICY } from './security-headers';

/** Where a public read's current body comes from: its cache, built on first use. */
export type BodySource = () => Promise<CachedBody>;

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const HSTS = 'max-age=31536000; includeSubDomains';

interface Encoded {
  br?: Buffer;
  gzip?: Buffer;
}

/** Compressed copies of cached bodies, made once per body (a staff change makes a new body). */
const encodedBodies = new WeakMap<Pick<CachedBody, 'bytes'>, Encoded>();

/** The body compressed, made on first use and kept as long as the body is. */
export function encodedBody(body: Pick<CachedBody, 'bytes'>, encoding: 'br' | 'gzip'): Buffer {
  const copies = encodedBodies.get(body) ?? {};
  encodedBodies.set(body, copies);
  return (copies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body.bytes, {
          // Quality 5 compresses a 30 KB menu in about a millisecond, close to 11's size.
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : gzipSync(body.bytes, { level: 6 }));
}

/** The encoding to send: Brotli when the browser takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const offered = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/**
 * The public reads (menu, categories, combo options, settings, reviews…) answered from their
 * cached bodies before Express and its middleware: no session lookup, body parser, request
 * log or route matching, which such a read never needs (docs/performance.md, "Hot reads").
 * What the answer keeps: the security headers every answer of the shop carries (taken from
 * the app's own helmet once), HSTS over HTTPS, an X-Request-Id, ETag/304, and Brotli or gzip
 * above COMPRESS_MIN_BYTES. Anything else (another method, a query string, any other path)
 * goes to the app.
 */
export class PublicReads {
  private readonly sources = new Map<string, BodySource>();
  private readonly families: [prefix: string, source: (key: string) => BodySource | null][] = [];
  private readonly common: OutgoingHttpHeaders = {
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };

  constructor(private readonly trustProxyHops: number) {}

  /** Answers GET and HEAD of exactly this path (under /api) from `source`. */
  add(path: string, source: BodySource): void {
    this.sources.set(path, source);
  }

  /**
   * Answers GET and HEAD of `prefix` + a key (`/api/page-texts/home`) from the source `byKey`
   * gives; a key it refuses (null) goes to the app, which answers it with the proper error.
   */
  addFamily(prefix: string, byKey: (key: string) => BodySource | null): void {
    this.families.push([prefix, byKey]);
  }

  /** Copies the headers `middleware` writes on every answer (helmet's), once, for reuse. */
  copyHeadersOf(middleware: RequestHandler): void {
    const headers = this.common;
    const res = {
      setHeader: (name: string, value: string) => {
        headers[name] = value;
      },
      removeHeader: () => {},
      getHeader: () => undefined,
    };
    middleware({ headers: {} } as never, res as never, () => {});
  }

  /** The server's listener: public reads here, everything else through `app`. */
  listener(app: Express | RequestListener): RequestListener {
    return (req, res) => {
      if (!this.take(req, res, () => app(req, res))) app(req, res);
    };
  }

  private take(req: IncomingMessage, res: ServerResponse, toApp: () => void): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const source = req.url ? this.sourceOf(req.url) : undefined;
    if (!source) return false;
    source().then(
      (body) => this.send(req, res, body),
      // The app answers the same read itself, errors and all.
      toApp,
    );
    return true;
  }

  private sourceOf(url: string): BodySource | undefined {
    const exact = this.sources.get(url);
    if (exact) return exact;
    for (const [prefix, byKey] of this.families) {
      if (url.startsWith(prefix)) return byKey(url.slice(prefix.length)) ?? undefined;
    }
    return undefined;
  }

  private send(req: IncomingMessage, res: ServerResponse, body: CachedBody): void {
    const given = req.headers['x-request-id'];
    const headers: OutgoingHttpHeaders = {
      ...this.common,
      'X-Request-Id':
        typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID(),
      ETag: body.etag,
    };
    if (this.secure(req)) headers['Strict-Transport-Security'] = HSTS;
    if (etagMatches(req.headers['if-none-match'], body.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['Content-Type'] = 'application/json; charset=utf-8';
    const encoding =
      body.bytes.length >= COMPRESS_MIN_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
    const bytes = encoding ? encodedBody(body, encoding) : body.bytes;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = bytes.length;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : bytes);
  }

  /** Express's req.secure: TLS here, or the trusted proxy's X-Forwarded-Proto says https. */
  private secure(req: IncomingMessage): boolean {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (this.trustProxyHops < 1) return false;
    const proto = req.headers['x-forwarded-proto'];
    return typeof proto === 'string' && proto.split(',')[0]!.trim() === 'https';
  }
}

const byApp = new WeakMap<Express, PublicReads>();

/** Registers the public reads of an app built by createApp. */
export function attachPublicReads(app: Express, reads: PublicReads): void {
  byApp.set(app, reads);
}

/** The listener to serve an app built by createApp with: its public reads first. */
export function shopListener(app: Express): RequestListener {
  return byApp.get(app)?.listener(app) ?? app;
}
