/**
 * The shop's texts for Paraglide JS (docs/decisions/0052-texts-on-a-library.md). The typed
 * locale modules (src/i18n/locales/{en,nl}/<area>.ts) stay the source, so a Dutch text missing
 * fails the typecheck; this writes them as inlang message files (src/i18n/inlang, generated)
 * and compiles those into message functions (src/i18n/paraglide, generated): 'home.viewMenu'
 * of `shop` becomes `m.shop_home_viewMenu()` (build/messages-from-texts.ts).
 *
 *   npx tsx web/build/texts.ts
 *
 * `npm run build`, `npm run typecheck` and `vite` (dev, tests) run it first: nothing is
 * committed. It does nothing when neither the texts nor the conversion have changed since the
 * last run. Paraglide's compiler works in a process of its own (textsPlugin), as its project keeps
 * timers running for half a minute after it is done.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { PARAGLIDE_NAMESPACES, type Message, type Tree, toMessages } from './messages-from-texts';

export { PARAGLIDE_NAMESPACES } from './messages-from-texts';

const LANGUAGES = ['en', 'nl'] as const;
const BASE_LANGUAGE = 'en';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const LOCALES = join(WEB, 'src/i18n/locales');
/** inlang's project and message files, as a translator's tool would read them. */
const INLANG = join(WEB, 'src/i18n/inlang');
/** The compiled messages and runtime the app imports (`@/i18n/paraglide/messages`). */
const OUTDIR = join(WEB, 'src/i18n/paraglide');
const STAMP = join(OUTDIR, '.texts-stamp');
const THIS_FILE = fileURLToPath(import.meta.url);

const localeFile = (language: string, namespace: string) =>
  join(LOCALES, language, `${namespace}.ts`);

/**
 * A locale module as one piece of JavaScript: esbuild strips its types and brings in what it
 * imports (the English `pages` module takes the about page's built-in texts from
 * `@/features/about`, the web's tsconfig resolving `@/`).
 */
async function bundleTexts(file: string): Promise<string> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    tsconfig: join(WEB, 'tsconfig.json'),
    logLevel: 'silent',
  });
  return outputFiles[0]!.text;
}

/** A bundled locale module's default export, run by Node. */
async function loadTexts(code: string): Promise<Tree> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(url)) as { default: Tree }).default;
}

/** What the output depends on: the texts, the conversion and the compiler's version. */
function inputsHash(bundles: Iterable<string>, sources: Buffer[]): string {
  const hash = createHash('sha256');
  for (const source of sources) hash.update(source);
  for (const code of bundles) hash.update(code);
  return hash.digest('hex');
}

/** Writes a file only when its content differs, whole (a rename), so a reader never sees half. */
async function writeIfChanged(file: string, content: string | Buffer): Promise<void> {
  const old = await readFile(file).catch(() => null);
  if (old?.equals(Buffer.from(content))) return;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Writes the message files and compiles them; nothing when the output is up to date. */
export async function generateTexts(): Promise<void> {
  const bundles = new Map<string, string>();
  for (const language of LANGUAGES)
    for (const namespace of PARAGLIDE_NAMESPACES)
      bundles.set(`${language}/${namespace}`, await bundleTexts(localeFile(language, namespace)));
  const hash = inputsHash(bundles.values(), [
    // The web's package.json pins the compiler's version.
    await readFile(join(WEB, 'package.json')),
    await readFile(THIS_FILE),
    await readFile(join(WEB, 'build/messages-from-texts.ts')),
  ]);
  if ((await readFile(STAMP, 'utf8').catch(() => '')) === hash) return;

  // The project's files: written in src/i18n/inlang for people and inlang's tools, and compiled
  // from a copy of their own, so that a typecheck and a build started together (make test)
  // never share the files the compiler's project writes, nor see an output half written.
  const byLanguage: Record<string, Record<string, Message>> = {};
  const files: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const messages: Record<string, Message> = (byLanguage[language] = {});
    for (const namespace of PARAGLIDE_NAMESPACES)
      Object.assign(
        messages,
        toMessages(namespace, await loadTexts(bundles.get(`${language}/${namespace}`)!)),
      );
    const json = { $schema: 'https://inlang.com/schema/inlang-message-format', ...messages };
    files[`messages/${language}.json`] = `${JSON.stringify(json, null, 2)}\n`;
  }
  // The plugin from node_modules: the compile must not fetch code from a CDN.
  const plugin = createRequire(import.meta.url).resolve('@inlang/plugin-message-format');
  const settings = (module: string) =>
    `${JSON.stringify(
      {
        $schema: 'https://inlang.com/schema/project-settings',
        baseLocale: BASE_LANGUAGE,
        locales: LANGUAGES,
        modules: [module],
        'plugin.inlang.messageFormat': { pathPattern: './messages/{locale}.json' },
      },
      null,
      2,
    )}\n`;
  // Read from the folder that holds project.inlang.
  for (const [file, content] of Object.entries(files))
    await writeIfChanged(join(INLANG, file), content);
  await writeIfChanged(
    join(INLANG, 'project.inlang/settings.json'),
    settings(relative(INLANG, plugin)),
  );

  const scratch = await mkdtemp(join(tmpdir(), 'shop-texts-'));
  const out = join(scratch, 'paraglide');
  try {
    for (const [file, content] of Object.entries(files))
      await writeIfChanged(join(scratch, file), content);
    await writeIfChanged(join(scratch, 'project.inlang/settings.json'), settings(plugin));
    const { compile } = await import('@inlang/paraglide-js');
    await compile({
      project: join(scratch, 'project.inlang'),
      outdir: out,
      // The language is the shop's (src/i18n/language.ts), set with setLocale; no cookie of
      // Paraglide's, no reload.
      strategy: ['globalVariable', 'baseLocale'],
      // Types beside the JavaScript, so that the web's tsconfig needs no allowJs.
      emitTsDeclarations: true,
      emitReadme: false,
      emitGitIgnore: false,
      emitPrettierIgnore: false,
    });
    // Paraglide only warns when the plugin or a file fails to load, and compiles no messages.
    const index = await readFile(join(out, 'messages', '_index.js'), 'utf8');
    const expected = Object.keys(byLanguage[BASE_LANGUAGE] ?? {});
    const missing = expected.filter((name) => !index.includes(`${name.toLowerCase()}`));
    if (expected.length === 0 || missing.length > 0)
      throw new Error(
        `Paraglide compiled without ${missing.slice(0, 5).join(', ') || 'any message'}`,
      );
    const fresh = await filesUnder(out);
    for (const file of fresh)
      await writeIfChanged(join(OUTDIR, file), await readFile(join(out, file)));
    for (const file of await filesUnder(OUTDIR))
      if (!fresh.includes(file) && join(OUTDIR, file) !== STAMP) await rm(join(OUTDIR, file));
    await writeIfChanged(STAMP, hash);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Runs generateTexts in a child process, which exits once it is done. */
export function runGenerateTexts(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`web/build/texts.ts exited with ${code}`)),
    );
  });
}

/**
 * Generates the texts when the build, the dev server or the tests start, and again in dev
 * when a locale module of a Paraglide area changes (the dev server then reloads the messages).
 */
export function textsPlugin(): Plugin {
  const watched = new Set(
    LANGUAGES.flatMap((l) => PARAGLIDE_NAMESPACES.map((n) => localeFile(l, n))),
  );
  return {
    name: 'shop:texts',
    async buildStart() {
      await runGenerateTexts();
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (watched.has(file))
          runGenerateTexts().catch((error: Error) => server.config.logger.error(error.message));
      });
    },
  };
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  generateTexts().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
