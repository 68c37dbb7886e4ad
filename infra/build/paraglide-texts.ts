/**
 * The shop's texts for Paraglide JS, for every package that says them: the web
 * (web/build/texts.ts) and the e-mails (workers/build/texts.ts), see
 * docs/decisions/0052-texts-on-a-library.md. The typed locale modules stay the source, so a
 * Dutch text missing fails the typecheck; this converts them to inlang's message files and
 * compiles those into message functions: 'home.viewMenu' of `shop` becomes
 * `m.shop_home_viewMenu()`, `{{name}}` becomes `{name}`, and `key_one` / `key_other` one message
 * with a variant per plural form, chosen by `count`.
 *
 * A package describes its texts as a TextsProject; its own build/texts.ts is the script that
 * compiles them. It does nothing when neither the texts nor the conversion have changed since the
 * last run (a stamp in the output). Paraglide's compiler works in a process of its own
 * (runTexts), as its project keeps timers running for half a minute after it is done.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CompilerOptions, compile as Compile } from '@inlang/paraglide-js';

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const THIS_FILE = fileURLToPath(import.meta.url);

export type Tree = { [key: string]: string | Tree };
/** A message of inlang's message format: a text, or a plural's variants. */
export type Message =
  string | [{ declarations: string[]; selectors: string[]; match: Record<string, string> }];

/** 'a.b.c' of a namespace → its message's name, `ns_a_b_c`: a JavaScript name, as `m.` needs. */
export const messageName = (namespace: string, path: readonly string[]) =>
  [namespace, ...path].join('_');

/** `{{name}}` → `{name}`, inlang's literal braces escaped. */
const pattern = (text: string) =>
  text.replace(/[{}\\]/g, (c) => `\\${c}`).replace(/\\\{\\\{\s*(\w+)\s*\\\}\\\}/g, '{$1}');
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);

/** One namespace's texts in one language as inlang messages by name. */
export function toMessages(namespace: string, texts: Tree): Record<string, Message> {
  const messages: Record<string, Message> = {};
  const walk = (tree: Tree, path: string[]) => {
    const plurals = new Map<string, Map<string, string>>();
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value !== 'string') {
        walk(value, [...path, key]);
        continue;
      }
      const form = PLURAL_FORMS.find((f) => key.endsWith(`_${f}`));
      if (form) {
        const base = key.slice(0, -form.length - 1);
        if (!plurals.has(base)) plurals.set(base, new Map());
        plurals.get(base)!.set(form, value);
      } else messages[messageName(namespace, [...path, key])] = pattern(value);
    }
    for (const [base, forms] of plurals) {
      const inputs = new Set(['count', ...[...forms.values()].flatMap(placeholders)]);
      messages[messageName(namespace, [...path, base])] = [
        {
          declarations: [
            ...[...inputs].map((i) => `input ${i}`),
            'local countPlural = count: plural',
          ],
          selectors: ['countPlural'],
          // `other` last: it is also what a form the language has and the text lacks falls to.
          match: Object.fromEntries(
            [...forms]
              .sort(([a], [b]) => Number(a === 'other') - Number(b === 'other'))
              .map(([form, text]) => [`countPlural=${form}`, pattern(text)]),
          ),
        },
      ];
    }
  };
  walk(texts, []);
  return messages;
}

type Strategy = NonNullable<CompilerOptions['strategy']>;

/** One package's texts: where they are read from, where their messages are written. */
export interface TextsProject {
  /** The package's build/texts.ts, which compiles this project when run (runTexts). */
  script: string;
  /** The package's package.json: it pins the compiler, which is resolved from there. */
  packageJson: string;
  languages: readonly string[];
  baseLanguage: string;
  /** The typed locale modules, by namespace: the module of one language. */
  namespaces: readonly { name: string; file: (language: string) => string }[];
  /** Other files the conversion depends on (hashed with the texts). */
  inputs?: readonly string[];
  /** inlang's project and message files, as a translator's tool would read them. */
  inlangDir: string;
  /** The compiled messages and runtime the package imports (`<outdir>/messages.js`). */
  outdir: string;
  /** Paraglide's strategy for a message called without `{ locale }`. */
  strategy: Strategy;
}

const stampOf = (project: TextsProject) => join(project.outdir, '.texts-stamp');

/**
 * A locale module's default export: esbuild strips its types and brings in what it imports
 * (the web's English `pages` takes the about page's built-in texts from `@/features/about`, the
 * nearest tsconfig resolving `@/`), Node runs the rest.
 */
export async function loadTexts(file: string): Promise<Tree> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = outputFiles[0]!.text;
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(url)) as { default: Tree }).default;
}

/** What the output depends on: the texts, the conversion and the compiler's version. */
async function inputsHash(project: TextsProject): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [project.packageJson, THIS_FILE, project.script, ...(project.inputs ?? [])])
    hash.update(await readFile(file));
  for (const language of project.languages)
    for (const namespace of project.namespaces)
      hash.update(await readFile(namespace.file(language)));
  return hash.digest('hex');
}

/** Whether the output is as the texts and the conversion would write it now. */
export async function textsUpToDate(project: TextsProject): Promise<boolean> {
  const stamp = await readFile(stampOf(project), 'utf8').catch(() => '');
  return stamp === (await inputsHash(project));
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
export async function generateTexts(project: TextsProject): Promise<void> {
  const { languages, baseLanguage, inlangDir, outdir } = project;
  const stamp = stampOf(project);
  const hash = await inputsHash(project);
  if ((await readFile(stamp, 'utf8').catch(() => '')) === hash) return;

  // The project's files: written in inlangDir for people and inlang's tools, and compiled from a
  // copy of their own, so that a typecheck and a build started together (make test) never share
  // the files the compiler's project writes, nor see an output half written.
  const byLanguage: Record<string, Record<string, Message>> = {};
  const files: Record<string, string> = {};
  for (const language of languages) {
    const messages: Record<string, Message> = (byLanguage[language] = {});
    for (const namespace of project.namespaces)
      Object.assign(
        messages,
        toMessages(namespace.name, await loadTexts(namespace.file(language))),
      );
    const json = { $schema: 'https://inlang.com/schema/inlang-message-format', ...messages };
    files[`messages/${language}.json`] = `${JSON.stringify(json, null, 2)}\n`;
  }
  // The compiler and its plugin from the package's node_modules: the compile must not fetch code
  // from a CDN.
  const require = createRequire(project.packageJson);
  const plugin = require.resolve('@inlang/plugin-message-format');
  const settings = (module: string) =>
    `${JSON.stringify(
      {
        $schema: 'https://inlang.com/schema/project-settings',
        baseLocale: baseLanguage,
        locales: languages,
        modules: [module],
        'plugin.inlang.messageFormat': { pathPattern: './messages/{locale}.json' },
      },
      null,
      2,
    )}\n`;
  // Read from the folder that holds project.inlang.
  for (const [file, content] of Object.entries(files))
    await writeIfChanged(join(inlangDir, file), content);
  await writeIfChanged(
    join(inlangDir, 'project.inlang/settings.json'),
    settings(relative(inlangDir, plugin)),
  );

  const scratch = await mkdtemp(join(tmpdir(), 'shop-texts-'));
  const out = join(scratch, 'paraglide');
  try {
    for (const [file, content] of Object.entries(files))
      await writeIfChanged(join(scratch, file), content);
    await writeIfChanged(join(scratch, 'project.inlang/settings.json'), settings(plugin));
    const { compile } = (await import(
      pathToFileURL(require.resolve('@inlang/paraglide-js')).href
    )) as { compile: typeof Compile };
    await compile({
      project: join(scratch, 'project.inlang'),
      outdir: out,
      strategy: project.strategy,
      // Types beside the JavaScript, so that no tsconfig needs allowJs.
      emitTsDeclarations: true,
      emitReadme: false,
      emitGitIgnore: false,
      emitPrettierIgnore: false,
    });
    // Paraglide only warns when the plugin or a file fails to load, and compiles no messages.
    const index = await readFile(join(out, 'messages', '_index.js'), 'utf8');
    const expected = Object.keys(byLanguage[baseLanguage] ?? {});
    const missing = expected.filter((name) => !index.includes(`${name.toLowerCase()}`));
    if (expected.length === 0 || missing.length > 0)
      throw new Error(
        `Paraglide compiled without ${missing.slice(0, 5).join(', ') || 'any message'}`,
      );
    const fresh = await filesUnder(out);
    for (const file of fresh)
      await writeIfChanged(join(outdir, file), await readFile(join(out, file)));
    // Another run writing the same output beside this one (a typecheck and a build started
    // together) leaves its half-written files under a .tmp name until it renames them.
    for (const file of await filesUnder(outdir))
      if (!fresh.includes(file) && !file.endsWith('.tmp') && join(outdir, file) !== stamp)
        await rm(join(outdir, file), { force: true });
    await writeIfChanged(stamp, hash);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Compiles the project's texts in a child process running its script, which exits once it is
 * done; nothing when the output is up to date.
 */
export async function runTexts(project: TextsProject): Promise<void> {
  if (await textsUpToDate(project)) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', project.script], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${relative(process.cwd(), project.script)} exited with ${code}`)),
    );
  });
}

/** A package's build/texts.ts run as a script: compiles its project, then exits. */
export function compileWhenRun(moduleUrl: string, project: TextsProject): void {
  if (!process.argv[1] || pathToFileURL(process.argv[1]).href !== moduleUrl) return;
  generateTexts(project).then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
