import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { pickEncoding } from './public-reads';

const SUFFIX = { br: '.br', gzip: '.gz' } as const;
/** Written by web/build/first-paint.ts: `{ "/menu": "pages/menu.html", … }`. */
const LANDING_PAGES_LIST = 'pages/landing-pages.json';

/**
 * Serves the built web app: hashed assets cached for a year, every other path gets index.html
 * (never cached, so a new build is picked up at once), or the landing page's own copy of it
 * that also names the page's chunks for the browser to fetch at once (`pages/menu.html` for
 * `/menu`, web/build/first-paint.ts). Text files go out as the Brotli or gzip copy the build
 * wrote beside them (web/build/precompress.ts) when the browser accepts it.
 */
export function serveWeb(app: Express, distDir: string): void {
  const files = new Set(listFiles(distDir));
  const landingPages = readLandingPages(distDir);
  const precompressed = new Set([...files].filter((f) => /\.(br|gz)$/.test(f)));
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
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (req, res, next) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path === '/ws') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    const landing = landingPages[req.path];
    const html = landing && files.has(landing) ? landing : 'index.html';
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const copy = encoding && `${html}${SUFFIX[encoding]}`;
    res.type('html');
    if (copy && precompressed.has(copy)) {
      res.setHeader('Content-Encoding', encoding);
      res.sendFile(join(distDir, copy));
      return;
    }
    res.sendFile(join(distDir, html));
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

/** The landing pages' copies of index.html by path, as the build listed them; none without. */
function readLandingPages(distDir: string): Record<string, string> {
  try {
    const listed: unknown = JSON.parse(readFileSync(join(distDir, LANDING_PAGES_LIST), 'utf8'));
    return typeof listed === 'object' && listed !== null
      ? Object.fromEntries(
          Object.entries(listed).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  } catch {
    return {};
  }
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
