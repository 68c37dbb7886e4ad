import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { Language, LANGUAGE_COOKIE } from '@shop/contracts';
import { requestLanguage } from './request-language';

/** What web/src/first-paint/index.ts, built into web/dist-first-paint, exports. */
interface FirstPaintModule {
  FIRST_PAINT_PATHS: readonly string[];
  renderFirstPaint(input: {
    webDist: string;
    path: string;
    language: Language;
    apiOrigin: string;
  }): Promise<string | null>;
}

/** A painted page is sent for this long before it is rendered again with fresh data. */
const FRESH_MS = 30_000;
/** A request waits this long for a page being rendered, then gets the plain index.html. */
const WAIT_MS = 1_500;

export interface FirstPaint {
  /** The page's document with its first paint, or null to send the plain index.html. */
  page(req: Request): Promise<PageBody | null>;
  /** Forgets the painted pages: the data they show changed (CatalogCache.watchAll). */
  invalidate(): void;
}

/**
 * Home, the menu and the guest checkout as an anonymous visitor first sees them, rendered by
 * the web build's own components (docs/performance.md, "Speed"): the browser paints the hero, the
 * first menu cards or the checkout's form from the document instead of waiting for the app.
 * Each page and language is rendered again after a change to the public data (invalidate) and
 * at most once per FRESH_MS otherwise, in the background while the previous copy is still
 * served. A signed-in customer (session cookie) gets the plain index.html: their header and
 * cart are their own.
 * Without the built module (a dev run), or when a render fails, index.html goes out as before.
 */
export function firstPaint(options: {
  webDist: string;
  sessionCookieName: string;
  log: Logger;
}): FirstPaint {
  const modulePath = join(dirname(options.webDist), 'dist-first-paint', 'index.js');
  let loaded: Promise<FirstPaintModule | null> | undefined;
  const load = () =>
    (loaded ??= existsSync(modulePath)
      ? (import(pathToFileURL(modulePath).href) as Promise<FirstPaintModule>).catch(
          (err: unknown) => {
            options.log.error({ err }, 'first paint: the module did not load');
            return null;
          },
        )
      : Promise.resolve(null));

  const pages = new Map<string, { body: PageBody | null; renderedAt: number }>();
  const rendering = new Map<string, Promise<PageBody | null>>();
  // A render that began before a change must not keep its copy (it may show the old data).
  let generation = 0;

  function render(mod: FirstPaintModule, key: string, input: RenderInput) {
    let pending = rendering.get(key);
    if (!pending) {
      const startedIn = generation;
      pending = mod
        .renderFirstPaint({ webDist: options.webDist, ...input })
        .then((html) => (html === null ? null : htmlBody(html)))
        .catch((err: unknown) => {
          options.log.error({ err, path: input.path }, 'first paint: the page did not render');
          return null;
        })
        .then((body) => {
          if (startedIn === generation) {
            pages.set(key, { body, renderedAt: Date.now() });
            rendering.delete(key);
          }
          return body;
        });
      rendering.set(key, pending);
    }
    return pending;
  }

  return {
    async page(req) {
      if (hasCookie(req, options.sessionCookieName)) return null;
      const mod = await load();
      if (!mod?.FIRST_PAINT_PATHS.includes(req.path)) return null;
      const address = req.socket.localAddress;
      if (!address) return null;
      const input = {
        path: req.path,
        language: pageLanguage(req),
        // The api itself, where this request came in: the page reads the public data from it.
        apiOrigin: `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`,
      };
      const key = `${input.language} ${input.path}`;
      const copy = pages.get(key);
      if (copy) {
        if (Date.now() - copy.renderedAt > FRESH_MS) void render(mod, key, input);
        return copy.body;
      }
      return Promise.race([render(mod, key, input), delay(WAIT_MS, null)]);
    },
    invalidate() {
      generation++;
      pages.clear();
      rendering.clear();
    },
  };
}

type RenderInput = { path: string; language: Language; apiOrigin: string };

/** The customer's chosen language, else the browser's preferred one the shop speaks. */
function pageLanguage(req: Request): Language {
  const chosen = Language.safeParse(cookieValue(req, LANGUAGE_COOKIE));
  return chosen.success ? chosen.data : requestLanguage(req);
}

function hasCookie(req: Request, name: string): boolean {
  return cookieValue(req, name) !== null;
}

function cookieValue(req: Request, name: string): string | null {
  for (const part of req.headers.cookie?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** A page's document as sent; its compressed copies are made once (public-reads). */
export interface PageBody {
  bytes: Buffer;
}

function htmlBody(html: string): PageBody {
  return { bytes: Buffer.from(html) };
}

function delay<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, ms, value).unref());
}
