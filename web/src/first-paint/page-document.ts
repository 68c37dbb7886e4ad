import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@shop/contracts';
import { paintedStateScript } from './painted-state';

/** The part of Vite's build manifest that says which chunk imports which, with its styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

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
 * loader skips a stylesheet already linked).
 */
export async function pageDocument(
  webDist: string,
  page: { appHtml: string; state: DehydratedState; language: Language; pageModule: string },
): Promise<string> {
  const { template, manifest } = await readBuild(webDist);
  const links = stylesOf(manifest, [SHELL_MODULE, page.pageModule])
    .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
    .join('');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace('</head>', `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.appHtml}</div>${paintedStateScript(page.state)}`,
    );
}

/** The stylesheets of the modules and of every chunk they import, in import order. */
function stylesOf(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  modules.forEach(visit);
  return [...styles];
}
