/**
 * The code a painted page runs on, named in its document by the server (page-document.ts) and
 * loaded by the app in small steps once the page is on screen (main.tsx, bootstrap.tsx).
 *
 * Left to themselves, the browser and Vite's loader do it in a few long tasks: the loader adds
 * a link per chunk when the page's module is imported, forty on the guest checkout, in one task;
 * and the browser runs all the modules a dynamic import brings, the app's shell with React or
 * the page with its schemas, in one task each. Each of those held the main thread for 30 to
 * 50 ms on a fast machine, four times as long on a phone. Here the links go in batches, and the
 * chunks run one per task, dependencies first (the order the browser would run them in); the
 * loader and the browser then find the work done. Not linked in the document itself: the
 * browser would fetch the code alongside the page's images (docs/performance.md, "Speed").
 *
 * The browser half runs in the entry, before the app's code has arrived; no imports.
 */
const ELEMENT_ID = 'page-code';

/** Links appended per task: a few milliseconds' work, with DevTools recording the network too. */
const LINKS_PER_TASK = 6;

/** Paths under the web root, each list after the chunks it imports. */
export interface PageCode {
  /** The app's shell and what it imports, without `bootstrap` itself, which starts the app. */
  app: string[];
  /** The chunk that starts the app (src/bootstrap.tsx). */
  bootstrap: string;
  /** The page's chunks that the app's do not include. */
  page: string[];
  /** Fetched ahead, run when first used (the live connection's, a second after the paint). */
  later: string[];
}

/**
 * The data block for the document, safe inside HTML (no `<` can close the element); the same
 * kind of block as the painted state's (painted-state.ts), written here again: a module that
 * both used would go into the shell's chunk with its dependencies, and the entry would then
 * import the whole shell before the first paint (web/build/shell-chunk.ts).
 */
export function pageCodeScript(code: PageCode): string {
  const json = JSON.stringify(code).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The page's code as its document names it, or null when it has none or it cannot be read. */
export function readPageCode(document: Document): PageCode | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const code = JSON.parse(text) as Partial<PageCode>;
    const { app, bootstrap, page, later } = code;
    if (!isPaths(app) || typeof bootstrap !== 'string' || !isPaths(page) || !isPaths(later)) {
      return null;
    }
    return { app, bootstrap, page, later };
  } catch {
    return null;
  }
}

/**
 * Asks for every file of `code`, a batch of links per task, skipping what the document already
 * links; settles once every link is in place.
 */
export async function preloadPageCode(document: Document, code: PageCode): Promise<void> {
  const linked = new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
  const wanted = [...code.app, code.bootstrap, ...code.page, ...code.later]
    .map((file) => webUrl(document, file))
    .filter((href) => !linked.has(href));
  for (let start = 0; start < wanted.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of wanted.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      // As Vite's loader writes them, so that it recognises them and the fetches are reused.
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}

/**
 * Runs `files` one per task, in order, each once it has arrived. Stops at the first that fails
 * to load: the app's own import of it then meets the failure and handles it as it would have.
 */
export async function runInSteps(document: Document, files: readonly string[]): Promise<void> {
  for (const file of files) {
    try {
      await import(/* @vite-ignore */ webUrl(document, file));
    } catch {
      return;
    }
    await nextTask();
  }
}

function webUrl(document: Document, file: string): string {
  return new URL(`/${file}`, document.baseURI).href;
}

function isPaths(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((file) => typeof file === 'string');
}

/** The next task: a message to ourselves, since nested timers wait 4 ms each after the fifth. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
