import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The first load carries only the Mantine styles the shop's own pages use (mantine-shell.css);
 * the back office and the driver portal bring Mantine's whole stylesheet with their code. These
 * checks read the sources: every module a customer reaches from main.tsx is followed, except
 * those that load the whole stylesheet; each Mantine export a module imports is followed into
 * Mantine's own modules; every style sheet these reach must be in the shell's list. A component
 * missing from the list would render unstyled.
 */

const src = join(import.meta.dirname, '../..');
const nodeModules = join(src, '../../node_modules');
const SHELL_LIST = join(src, 'app/styles/mantine-shell.css');
const FULL_STYLESHEET = '@mantine/core/styles.layer.css';
const NOTIFICATIONS_STYLESHEET = '@mantine/notifications/styles.layer.css';

const read = (file: string) => readFileSync(file, 'utf8');

interface Import {
  from: string;
  names: string[];
  /** `import('…')`: the module loads later, its style sheets with it. */
  dynamic: boolean;
}

/** What a source file of the app imports (type-only imports left out). */
function importsOf(code: string): Import[] {
  const found: Import[] = [];
  for (const [, clause = '', from = ''] of code.matchAll(
    /^(?:import|export)\s+(?!type\b)([^;]*?)\s*from\s*'([^']+)'/gm,
  ))
    found.push({ from, names: namesIn(clause), dynamic: false });
  for (const [, from = ''] of code.matchAll(/^import\s+'([^']+)'/gm))
    found.push({ from, names: [], dynamic: false });
  for (const [, from = ''] of code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g))
    found.push({ from, names: [], dynamic: true });
  return found;
}

/** The names of `{ a, type B, c as d }`: a and c. */
const namesIn = (clause: string) =>
  (/\{([^}]*)\}/.exec(clause)?.[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!);

/** The file of web/src an import names (undefined for a package). */
function appFile(from: string, importer: string): string | undefined {
  let base: string;
  if (from.startsWith('@/')) base = join(src, from.slice(2));
  else if (from.startsWith('.')) base = join(dirname(importer), from);
  else return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * The style sheets a Mantine export needs: its module and every module of the package that it
 * imports, followed whole (more than the export may render, never less). `X.module.mjs` holds
 * the class names of core's `styles/X.css`, or of the notifications' own stylesheet; core
 * imported by the notifications is followed by name.
 */
class MantineStyles {
  private readonly exported = new Map<string, Map<string, string>>();
  private readonly reached = new Map<string, Set<string>>();

  of(pkg: string, name: string): Set<string> {
    const file = this.exportsOf(pkg).get(name);
    return file ? this.reach(file, new Set()) : new Set();
  }

  private exportsOf(pkg: string): Map<string, string> {
    let files = this.exported.get(pkg);
    if (files) return files;
    files = new Map();
    const index = join(nodeModules, pkg, 'esm/index.mjs');
    for (const [, list = '', from = ''] of read(index).matchAll(
      /import \{([^}]*)\} from "(\.[^"]+)"/g,
    ))
      for (const part of list.split(',')) {
        const [name, local = name] = part.trim().split(/\s+as\s+/);
        files.set(local!, join(dirname(index), from));
      }
    this.exported.set(pkg, files);
    return files;
  }

  private reach(file: string, seen: Set<string>): Set<string> {
    const known = this.reached.get(file);
    if (known) return known;
    const found = new Set<string>();
    if (seen.has(file)) return found;
    seen.add(file);
    const stylesheet = /(\w+)\.module\.mjs$/.exec(file)?.[1];
    if (stylesheet)
      return new Set([file.includes('@mantine/core') ? stylesheet : NOTIFICATIONS_STYLESHEET]);
    for (const [, clause = '', from = ''] of read(file).matchAll(
      /(?:import|export)\s*([^"]*?)\s*from\s*"([^"]+)"/g,
    )) {
      const styles = from.startsWith('.')
        ? [...this.reach(join(dirname(file), from), seen)]
        : from === '@mantine/core'
          ? namesIn(clause).flatMap((name) => [...this.of(from, name)])
          : [];
      for (const style of styles) found.add(style);
    }
    this.reached.set(file, found);
    return found;
  }
}

/** Whether a module has Mantine's whole stylesheet loaded before it runs. */
function loadsFullStylesheet(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return importsOf(read(file)).some(({ from, dynamic }) => {
    if (dynamic) return false;
    if (from === FULL_STYLESHEET) return true;
    const next = appFile(from, file);
    return next !== undefined && loadsFullStylesheet(next, seen);
  });
}

let reachable: Map<string, Set<string>> | undefined;
const customerModules = () => (reachable ??= findCustomerModules());

/** Each module a customer can reach without the whole stylesheet, and the styles it needs. */
function findCustomerModules(): Map<string, Set<string>> {
  const mantine = new MantineStyles();
  const needs = new Map<string, Set<string>>();
  const queue = [join(src, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (needs.has(file) || loadsFullStylesheet(file)) continue;
    const imports = importsOf(read(file));
    const styles = new Set<string>();
    for (const { from, names } of imports) {
      const next = appFile(from, file);
      if (next) queue.push(next);
      if (from === '@mantine/core' || from === '@mantine/notifications')
        for (const name of names) for (const style of mantine.of(from, name)) styles.add(style);
    }
    // The toasts' container brings the notifications' own stylesheet with it.
    if (imports.some(({ from }) => from === NOTIFICATIONS_STYLESHEET))
      styles.delete(NOTIFICATIONS_STYLESHEET);
    needs.set(file, styles);
  }
  return needs;
}

/** The style sheets mantine-shell.css imports, by name (`Button` for `Button.layer.css`). */
const listed = () =>
  [...read(SHELL_LIST).matchAll(/^@import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';/gm)].map(
    ([, name]) => name!,
  );

describe("the first load's Mantine styles (app/styles/mantine-shell.css)", () => {
  it('has every style sheet the pages a customer can reach use', () => {
    const shell = new Set(listed());
    const missing: string[] = [];
    for (const [file, styles] of customerModules())
      for (const style of styles)
        if (!shell.has(style)) missing.push(`${relative(src, file)} needs ${style}`);
    expect(missing).toEqual([]);
  });

  it('holds nothing those pages do not use', () => {
    const used = new Set(['baseline', 'default-css-variables', 'global']);
    for (const styles of customerModules().values()) for (const style of styles) used.add(style);
    expect(listed().filter((name) => !used.has(name))).toEqual([]);
  });

  it("keeps Mantine's order: global styles first, each component after those it is built on", () => {
    // Mantine's whole stylesheet is its style sheets one after another, in that order.
    const whole = read(join(nodeModules, FULL_STYLESHEET));
    const at = (name: string) => {
      const own = read(join(nodeModules, `@mantine/core/styles/${name}.layer.css`));
      // Each file is `@layer mantine {…}`: its rules are found inside the whole one's layer.
      const rules = own
        .replace(/^@layer mantine \{/, '')
        .replace(/\}\s*$/, '')
        .trim();
      return whole.indexOf(rules);
    };
    const names = listed();
    expect(names.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(names.filter((name) => at(name) < 0)).toEqual([]);
    expect(names).toEqual([...names].sort((a, b) => at(a) - at(b)));
  });
});
