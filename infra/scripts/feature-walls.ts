/**
 * The walls between the web app's features (web/src/features/*, docs/decisions/0050-web-feature-walls.md):
 * counts the imports that go through one, the pairs of features that import each other and the
 * cycles among features. A feature's public surface is its index.ts, its lazy.ts (what others
 * import only from code that loads lazily) and the modules loaded with import() by the routes
 * (web/src/app/routes) or as a page (`*-page.tsx`). Anything else is its own business.
 * Test files and the tests' helpers (web/src/testing) are left out: a test may reach inside
 * what it sets up.
 *
 *   npx tsx infra/scripts/feature-walls.ts [--list]
 *
 * Exits 1 when a wall is crossed, a pair imports each other or features form a cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'web/src');
const features = join(src, 'features');
const list = process.argv.includes('--list');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === join(src, 'testing')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file an import names, or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The feature a file belongs to, or undefined outside web/src/features. */
function featureOf(file: string): string | undefined {
  const rel = relative(features, file);
  if (rel.startsWith('..')) return undefined;
  const [name, ...rest] = rel.split(/[\\/]/);
  return rest.length > 0 ? name : undefined;
}

const isIndex = (file: string) => /[\\/]features[\\/][^\\/]+[\\/](index|lazy)\.tsx?$/.test(file);
const isRoutes = (file: string) => /[\\/]app[\\/]routes[\\/]/.test(file);
const isPage = (file: string) => /-page\.tsx$/.test(file);

interface Crossing {
  from: string;
  to: string;
  dynamic: boolean;
}

/** Imports from a feature into another's inside, and from the rest of the app into one. */
const intoFeatures: Crossing[] = [];
const fromOutside: Crossing[] = [];
/** The routes' lazily loaded pages: allowed, counted to show what the routes load. */
const lazyPages: Crossing[] = [];
const edges = new Map<string, Set<string>>();

for (const file of sourceFiles(src)) {
  const text = readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const fromFeature = featureOf(file);
  for (const { fileName } of importedFiles) {
    const target = resolveImport(file, fileName);
    if (!target) continue;
    const toFeature = featureOf(target);
    if (!toFeature || toFeature === fromFeature) continue;
    if (fromFeature) {
      let out = edges.get(fromFeature);
      if (!out) edges.set(fromFeature, (out = new Set()));
      out.add(toFeature);
    }
    if (isIndex(target)) continue;
    // import('…') as opposed to a static import: the text right before the name says which.
    const dynamic = new RegExp(
      `import\\(\\s*['"]${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`,
    ).test(text);
    const crossing = { from: relative(src, file), to: relative(src, target), dynamic };
    if (dynamic && (isRoutes(file) || isPage(target))) lazyPages.push(crossing);
    else if (fromFeature) intoFeatures.push(crossing);
    else fromOutside.push(crossing);
  }
}

const pairs: string[] = [];
for (const [a, outs] of edges) {
  for (const b of outs) if (a < b && edges.get(b)?.has(a)) pairs.push(`${a} <-> ${b}`);
}

/** Strongly connected components of more than one feature (Tarjan). */
function cycles(): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!order.has(node)) visit(node);
  return found;
}

const found = cycles();
const print = (line: string) => process.stdout.write(`${line}\n`);
const show = (crossings: Crossing[]) => {
  if (list)
    for (const c of crossings) print(`    ${c.from} -> ${c.to}${c.dynamic ? ' (lazy)' : ''}`);
};

print(`imports from a feature into another feature's inside: ${intoFeatures.length}`);
show(intoFeatures);
print(`imports from app/, components/ and the rest into a feature's inside: ${fromOutside.length}`);
show(fromOutside);
print(`route pages loaded lazily (allowed): ${lazyPages.length}`);
print(`features importing each other: ${pairs.length}`);
for (const pair of pairs) print(`    ${pair}`);
print(`feature cycles: ${found.length}`);
for (const cycle of found) print(`    ${cycle.join(' -> ')}`);
process.exit(intoFeatures.length + fromOutside.length + pairs.length + found.length > 0 ? 1 : 0);
