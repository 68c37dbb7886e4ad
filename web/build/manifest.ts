/** The part of Vite's build manifest (dist/.vite/manifest.json) that says what a chunk loads. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** What a browser fetches to run some modules: their chunks and every chunk they import. */
export interface ChunkClosure {
  /** JavaScript files, each after the chunks it imports (the order the browser runs them). */
  scripts: string[];
  /** Style sheets in the same order. */
  styles: string[];
}

/**
 * The chunks of `keys` (manifest keys: source paths, or `index.html` for the entry) and all
 * they import statically, not what they load later (dynamic imports). Read by the first paint
 * (which links their styles in the page's document) and by the first-load budget (which
 * weighs them).
 * A key missing from the manifest is an error: the build and its reader disagree.
 */
export function chunkClosure(manifest: Manifest, keys: readonly string[]): ChunkClosure {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
    if (chunk.file.endsWith('.js')) scripts.push(chunk.file);
  };
  keys.forEach(visit);
  return { scripts, styles: [...styles] };
}
