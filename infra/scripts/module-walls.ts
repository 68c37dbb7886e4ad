/**
 * Counts how the api's modules (api/src/modules/*) reach into each other
 * (docs/decisions/0049-module-walls.md): `npx tsx infra/scripts/module-walls.ts [--list]`.
 *
 *  - imports from one module into another module's file other than its index.ts;
 *  - distinct module → module links into another module's tables or repo;
 *  - module pairs that import each other (through any file), in the modules' code and counting
 *    their tests too (a test may read another module's index to set up or check a case);
 *  - relative imports that leave the api workspace (e.g. into workers/src).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modulesDir = path.join(root, 'api/src/modules');
const apiDir = path.join(root, 'api');
const list = process.argv.includes('--list');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** `from '…'`, `import('…')`, `vi.mock('…')` and side-effect `import '…'`. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function moduleOf(file: string): string | null {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..')) return null;
  return rel.split(path.sep)[0] ?? null;
}

const intoInternals: string[] = [];
const dataLinks = new Set<string>();
const links = new Set<string>();
const codeLinks = new Set<string>();
const outsideApi: string[] = [];

for (const file of filesUnder(modulesDir)) {
  const from = moduleOf(file)!;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[1]!;
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    const where = `${path.relative(root, file)} → ${spec}`;
    if (path.relative(apiDir, target).startsWith('..')) {
      outsideApi.push(where);
      continue;
    }
    const to = moduleOf(target);
    if (to === null || to === from) continue;
    links.add(`${from} → ${to}`);
    if (!/\.test\.ts$/.test(file)) codeLinks.add(`${from} → ${to}`);
    const inside = path.relative(path.join(modulesDir, to), target);
    const isIndex = inside === '' || /^index(\.[jt]s)?$/.test(inside);
    if (!isIndex) {
      intoInternals.push(where);
      if (/\.(tables|repo)(\.[jt]s)?$/.test(inside)) dataLinks.add(`${from} → ${to}/${inside}`);
    }
  }
}

const twoWay = (of: Set<string>) =>
  [...of]
    .map((link) => link.split(' → ') as [string, string])
    .filter(([a, b]) => a < b && of.has(`${b} → ${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`);

function show(title: string, items: string[]) {
  console.log(`${title}: ${items.length}`);
  if (list) for (const item of [...items].sort()) console.log(`  ${item}`);
}

show('import lines into another module, not its index', intoInternals);
show('distinct module links into another module’s tables or repo', [...dataLinks]);
show('two-way module pairs in the modules’ code', twoWay(codeLinks));
show('two-way module pairs, tests included', twoWay(links));
show('relative imports out of the api workspace', outsideApi);
