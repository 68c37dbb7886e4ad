import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** The app main.tsx starts once zod's setting is made (loaded with a dynamic import). */
export const APP_MODULE = 'src/bootstrap.tsx';

/**
 * The pages customers land on, with the module each one's route loads. Each gets its own copy
 * of index.html that names that module's chunks too (served by api/src/shared/http/serve-web.ts
 * for exactly that path); infra/build/bundle-budget.ts holds `/` and `/menu` to the budget.
 */
export const LANDING_PAGES: Record<string, string> = {
  '/': 'src/features/home/home-page.tsx',
  '/menu': 'src/features/menu/menu-page.tsx',
  '/cart': 'src/features/cart/cart-page.tsx',
  '/merchandise': 'src/features/merchandise/merchandise-page.tsx',
  '/checkout/guest': 'src/features/checkout/guest-checkout-page.tsx',
};

/** Where the build writes a landing page's copy of index.html: `pages/menu.html`, `pages/index.html` for `/`. */
const landingPageFile = (path: string) =>
  `pages/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '-')}.html`;

/** The list of those copies by path that the api reads at start (api/src/shared/http/serve-web.ts). */
const LANDING_PAGES_LIST = 'pages/landing-pages.json';

/**
 * Lets the browser fetch what the first paint needs as soon as it reads index.html, instead of
 * one step at a time: main.tsx, then the app it imports, then the page's chunk the router
 * imports, each found only when the one before has run. index.html names the app's chunks and
 * its style sheet; each landing page's copy names its page's chunks as well. Nothing runs
 * earlier than before (a modulepreload fetches and compiles, it does not execute), so zod's
 * setting still comes first.
 */
export function firstPaint(): Plugin {
  return {
    name: 'shop:first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const app = closure(bundle, chunkOf(bundle, APP_MODULE));
        // Vite names the entry's own imports already.
        return preloadTags(new Set([...app].filter((file) => !html.includes(`/${file}"`))));
      },
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is not in the build');
      const html = String(index.source);
      const appFiles = closure(bundle, chunkOf(bundle, APP_MODULE));
      const list: Record<string, string> = {};
      for (const [path, module] of Object.entries(LANDING_PAGES)) {
        const pageFiles = [...closure(bundle, chunkOf(bundle, module))].filter(
          (file) => !appFiles.has(file),
        );
        const links = preloadTags(new Set(pageFiles))
          .map(({ attrs }) => `<link rel="${attrs!.rel}" crossorigin href="${attrs!.href}">`)
          .join('\n    ');
        list[path] = landingPageFile(path);
        this.emitFile({
          type: 'asset',
          fileName: list[path],
          source: html.replace('</head>', `  ${links}\n  </head>`),
        });
      }
      this.emitFile({ type: 'asset', fileName: LANDING_PAGES_LIST, source: JSON.stringify(list) });
    },
  };
}

function chunkOf(bundle: Rollup.OutputBundle, module: string): Rollup.OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is Rollup.OutputChunk =>
      output.type === 'chunk' && (output.facadeModuleId?.endsWith(module) ?? false),
  );
  if (!chunk) throw new Error(`no chunk is built for ${module}`);
  return chunk;
}

/** A chunk's file, the files it imports statically (all the way down) and their style sheets. */
function closure(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return files;
}

function preloadTags(files: Set<string>): HtmlTagDescriptor[] {
  return [...files].map((file) => ({
    tag: 'link',
    attrs: file.endsWith('.css')
      ? { rel: 'stylesheet', crossorigin: true, href: `/${file}` }
      : { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
    injectTo: 'head',
  }));
}
