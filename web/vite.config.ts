import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { shellModules } from './build/shell-chunk';
import { textsPlugin } from './build/texts';
import { themeVariables } from './build/theme-variables';
import { webManifests } from './build/web-manifests';

const shell = shellModules(/[\\/]src[\\/]bootstrap\.tsx$/, /[\\/]src[\\/]main\.tsx$/);

/** The chunks that keep their names: the first load's and those named in codeSplitting. */
const NAMED_CHUNKS = new Set(['bootstrap', 'vendor', 'shell', 'zod', 'overlays', 'preload-helper']);

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The service worker (src/pwa/sw.ts), built by vite-plugin-pwa with Workbox's precaching
 * (docs/decisions/0048-web-push-and-installable-shop.md). The manifests are the shop's own
 * (build/web-manifests.ts): two apps in two languages. The worker is registered by the app
 * after the page's load (src/pwa/register.ts), not by a script the plugin would add to
 * index.html. It keeps only what a page needs without a network: the shell, the offline page
 * and its icon; never /api.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    rollupFormat: 'iife',
    // Three files: the portal's shell, the offline page and its icon. The manifests and the
    // other icons are read from the network when they are needed.
    globPatterns: ['index.html', 'offline.html', 'icons/icon-192.png'],
    // index.html's copies are the server's business (precompressed, painted per visitor).
    globIgnores: ['**/*.br', '**/*.gz'],
  },
});

/**
 * The server's first paint (src/first-paint): one module for Node that the api runs, built
 * beside the web build with its packages inside (production React), so it needs nothing else.
 */
const firstPaintBuild = {
  outDir: 'dist-first-paint',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [textsPlugin(), react(), themeVariables()]
    : [
        textsPlugin(),
        react(),
        themeVariables(),
        precompress(),
        shell.plugin,
        webManifests(),
        serviceWorker,
      ],
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: isSsrBuild
    ? firstPaintBuild
    : {
        sourcemap: true,
        chunkSizeWarningLimit: 1500,
        // infra/build/bundle-budget.ts follows the chunks' imports from this manifest.
        manifest: true,
        rolldownOptions: {
          output: {
            // The lazily loaded chunks by their hash alone: every page's code names the files it
            // needs to preload, and their names were a tenth of the first load's JavaScript. The
            // named groups below keep their names (docs/performance.md, "Speed").
            chunkFileNames: (chunk) =>
              NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
            codeSplitting: {
              groups: [
                {
                  // What every page runs on, in one long-cached chunk shared by all of them
                  // (docs/performance.md, "Speed"). Maps, charts, Stripe and the scanner stay
                  // with the pages that use them.
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/,
                  priority: 10,
                },
                {
                  // Vite's helper for dynamic imports, which main.tsx uses too: alone, so that the
                  // entry does not import the shell (its schemas would be built before main.tsx
                  // sets zod's option, src/lib/zod-jitless.ts).
                  name: 'preload-helper',
                  test: /vite[\\/]preload-helper/,
                  priority: 20,
                },
                {
                  // Pop-ups and what positions them: fetched with the first one that opens, not
                  // with the shell, where Rolldown would otherwise merge these shared modules
                  // (docs/performance.md, "Speed").
                  name: 'overlays',
                  test: /node_modules[\\/](@floating-ui[\\/]|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Menu|Tooltip|Modal|ModalBase|Drawer|ScrollArea)[\\/](?!utils[\\/]to-int))/,
                  priority: 8,
                  // Only these: their helpers that the shell uses too stay in the shell.
                  includeDependenciesRecursively: false,
                },
                {
                  // zod, for the pages that check a form or read a schema: apart, so that Rolldown
                  // does not merge it into the shell, which no longer needs it (docs/performance.md,
                  // "Speed").
                  name: 'zod',
                  test: /node_modules[\\/]zod[\\/]/,
                  priority: 9,
                },
                {
                  // The rest of what bootstrap.tsx loads before any page (build/shell-chunk.ts).
                  name: 'shell',
                  test: shell.has,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
}));
