import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@shop/contracts';
import { chunkClosure, type Manifest } from '../../build/manifest';
import { paintedStateScript } from './painted-state';

/** The module main.tsx loads before any page: the shell, whose styles every page needs. */
const SHELL_MODULE = 'src/bootstrap.tsx';

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
 * loader skips a stylesheet already linked). Their code is not linked: the browser would fetch
 * it alongside the page's images, which Lighthouse counts against the largest paint
 * (docs/decisions.md, "Speed").
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
      () => `<div id="root">${page.appHtml}</div>${paintedStateScript(page.state)}`,
    );
}
