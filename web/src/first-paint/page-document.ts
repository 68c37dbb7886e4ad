import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@shop/contracts';
import { chunkClosure, type Manifest } from '../../build/manifest';
import { type PageCode, pageCodeScript } from './page-code';
import { paintedStateScript } from './painted-state';

/** The module main.tsx loads before any page: the shell, whose styles every page needs. */
const SHELL_MODULE = 'src/bootstrap.tsx';
/** The entry: index.html loads its chunks itself. */
const ENTRY = 'index.html';
/**
 * What the live connection loads a second after the page shows, for every visitor: named with
 * the page's code, so that its files are in hand by then (src/lib/realtime.ts).
 */
const LIVE_MODULE = 'src/lib/server-message.ts';

const built = new Map<string, Promise<{ template: string; manifest: Manifest }>>();

function readBuild(webDist: string) {
  let read = built.get(webDist);
  if (!read) {
    read = Promise.all([
      readFile(join(webDist, 'index.html'), 'utf8'),
      readFile(join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ]).then(([template, manifest]) => ({ template, manifest: JSON.parse(manifest) as Manifest }));
    built.set(webDist, read);
  }
  return read;
}

/**
 * index.html with the page's markup inside #root, the data it was rendered with after it, the
 * document's language, and the styles of the shell and the page linked in the head, so the
 * first paint is styled. The app loads the same files later and finds them there (Vite's
 * loader skips a stylesheet already linked). Their code is named, not linked: the browser
 * would fetch it alongside the page's images, which Lighthouse counts against the largest
 * paint; the entry asks for it once the page is on screen (page-code.ts).
 */
export async function pageDocument(
  webDist: string,
  page: { appHtml: string; state: DehydratedState; language: Language; pageModule: string },
): Promise<string> {
  const { template, manifest } = await readBuild(webDist);
  const links = chunkClosure(manifest, [SHELL_MODULE, page.pageModule])
    .styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
    .join('');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace('</head>', `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.appHtml}</div>` +
        paintedStateScript(page.state) +
        pageCodeScript(pageCode(manifest, page.pageModule)),
    );
}

/** The painted page's code in the steps the app loads it in (page-code.ts). */
function pageCode(manifest: Manifest, pageModule: string): PageCode {
  const seen = new Set<string>();
  /** The scripts `keys` run on that no earlier step has named. */
  const step = (keys: string[]) => {
    const scripts = chunkClosure(manifest, keys).scripts.filter((file) => !seen.has(file));
    scripts.forEach((file) => seen.add(file));
    return scripts;
  };
  step([ENTRY]);
  const app = step([SHELL_MODULE]);
  // Listed after everything it imports: the shell's own chunk, the one that starts the app.
  const bootstrap = app.pop();
  if (bootstrap === undefined) throw new Error(`${SHELL_MODULE} has no chunk of its own`);
  return { app, bootstrap, page: step([pageModule]), later: step([LIVE_MODULE]) };
}
