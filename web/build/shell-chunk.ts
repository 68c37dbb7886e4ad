import type { Plugin } from 'vite';

/**
 * Our own sources: the web app and the contracts, not libraries; with the messages Paraglide
 * compiles from the app's texts (src/i18n/paraglide, JavaScript).
 */
const OWN_SOURCE =
  /^(?!.*[\\/]node_modules[\\/])(.*\.(ts|tsx)|.*[\\/]src[\\/]i18n[\\/]paraglide[\\/].*\.js)$/;
/** A file of re-exports only (`export … from`), like the contracts' index. */
const REEXPORTS_ONLY =
  /^(\s*(export\s+(type\s+)?(\*|\{[^}]*\})(\s+as\s+\w+)?\s+from\s+['"][^'"]+['"];?|\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*$/;

/**
 * The shop's own modules the app loads before any page: those `src/bootstrap.tsx` imports
 * statically, directly or through other modules. main.tsx imports bootstrap dynamically (zod's
 * setting comes first), so Rolldown has no static entry to group them by and splits them, with
 * the libraries they use, into dozens of small chunks by which pages share them; each is gzipped
 * alone and fetched alone. Gathered here once the module graph is known, they go into one `shell`
 * chunk (vite.config.ts) with the library modules they use, which every page loads anyway;
 * bootstrap's own chunk imports it. The walk does not pass through files of re-exports only
 * (the contracts' index): what a module takes from one is what it uses, which Rolldown knows,
 * not everything the index names. Modules only pages import stay with the pages, and those the
 * entry (`main`) imports itself stay with the entry: in the shell, they would make the entry
 * import the whole shell.
 */
export function shellModules(
  bootstrap: RegExp,
  main: RegExp,
): { plugin: Plugin; has: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:shell-modules',
    apply: 'build',
    buildEnd() {
      shell.clear();
      const ids = [...this.getModuleIds()];
      const find = (pattern: RegExp) => {
        const id = ids.find((candidate) => pattern.test(candidate));
        if (!id) throw new Error(`no module matches ${pattern} for the shell chunk`);
        return id;
      };
      /** Own modules reached from `start` by static imports, not through `stop`. */
      const walk = (start: string, stop: ReadonlySet<string>) => {
        const seen = new Set<string>();
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id) || stop.has(id) || !OWN_SOURCE.test(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info || REEXPORTS_ONLY.test(info.code ?? '')) continue;
          pending.push(...info.importedIds);
        }
        return seen;
      };
      const start = find(bootstrap);
      const withEntry = walk(find(main), new Set());
      for (const id of walk(start, withEntry)) if (id !== start) shell.add(id);
    },
  };
  return { plugin, has: (id) => shell.has(id) };
}
