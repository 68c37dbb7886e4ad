import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the package, tests left out: what the web app may bundle. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe('contracts', () => {
  // The browser imports this package too: Node's own modules belong in @shop/process.
  it('imports none of Node’s built-in modules', () => {
    const offenders = sources(import.meta.dirname).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((specifier) => NODE_BUILTINS.has(specifier) || specifier.startsWith('node:'))
        .map((specifier) => `${relative(import.meta.dirname, file)}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
