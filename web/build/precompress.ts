import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already, maps are for tools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|geojson|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of
 * the build, once at build time, so the api sends them without compressing per request
 * (api/src/shared/http/serve-web.ts). A copy that is not smaller is not kept.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(files.map(compressFile));
    },
  };
}

async function compressFile(path: string): Promise<void> {
  const raw = await readFile(path);
  if (raw.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
}
