import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { CatalogCache } from '../cache/catalog-cache';
import { firstPaint } from './first-paint';
import { encodedBody, pickEncoding } from './public-reads';

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * Serves the built web app: hashed assets cached for a year, every other path gets index.html
 * (never cached, so a new build is picked up at once). Text files go out as the Brotli or gzip
 * copy the build wrote beside them (web/build/precompress.ts) when the browser accepts it.
 */
export function serveWeb(
  app: Express,
  distDir: string,
  options: { sessionCookieName: string; log: Logger; catalog: CatalogCache },
): void {
  const { catalog, ...paintOptions } = options;
  const painted = firstPaint({ webDist: distDir, ...paintOptions });
  catalog.watchAll(painted);
  const precompressed = new Set(listFiles(distDir).filter((f) => /\.(br|gz)$/.test(f)));
  const pickCopy = precompressedCopy(precompressed);
  app.use('/assets', pickCopy('/assets'));
  app.use(
    '/assets',
    express.static(join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
    }),
  );
  app.use(pickCopy(''));
  app.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, path) => {
        // The service worker and the manifests are checked on every visit: a new build's
        // worker (with its new precache list) takes over at once.
        if (/[\\/](sw\.js|[^\\/]+\.webmanifest)$/.test(path))
          res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get('/{*path}', async (req, res, next) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path === '/ws') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const page = await painted.page(req);
    if (page) {
      // Home and the menu painted for this visitor's language (first-paint.ts).
      res.vary('Accept-Language').vary('Cookie').type('html');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.send(encoding ? encodedBody(page, encoding) : page.bytes);
      return;
    }
    const copy = encoding && `index.html${SUFFIX[encoding]}`;
    if (copy && precompressed.has(copy)) {
      res.setHeader('Content-Encoding', encoding);
      res.type('html');
      res.sendFile(join(distDir, copy));
      return;
    }
    res.sendFile(join(distDir, 'index.html'));
  });
}

/**
 * Points a request for a file with a compressed copy at that copy, with the original's type
 * and Content-Encoding; express.static then sends it with its own ETag and length.
 */
function precompressedCopy(files: Set<string>) {
  return (mount: string): RequestHandler =>
    (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const path = `${mount}${req.path}`.replace(/^\//, '');
      if (!files.has(`${path}.br`) && !files.has(`${path}.gz`)) return next();
      res.vary('Accept-Encoding');
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (!encoding || !files.has(`${path}${SUFFIX[encoding]}`)) return next();
      res.type(extname(path));
      res.setHeader('Content-Encoding', encoding);
      req.url = `${req.path}${SUFFIX[encoding]}${req.url.slice(req.path.length)}`;
      next();
    };
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  } catch {
    return [];
  }
}
