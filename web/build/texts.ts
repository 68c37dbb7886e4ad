/**
 * The shop's texts for Paraglide JS (docs/decisions/0052-texts-on-a-library.md). The typed
 * locale modules (src/i18n/locales/{en,nl}/<area>.ts) stay the source, so a Dutch text missing
 * fails the typecheck; this writes them as inlang message files (src/i18n/inlang, generated)
 * and compiles those into message functions (src/i18n/paraglide, generated): 'home.viewMenu'
 * of `shop` becomes `m.shop_home_viewMenu()` (build/messages-from-texts.ts). The conversion and
 * the compile are the shop's, shared with the e-mails (infra/build/paraglide-texts.ts).
 *
 *   npx tsx web/build/texts.ts
 *
 * `npm run build`, `npm run typecheck` and `vite` (dev, tests) run it first: nothing is
 * committed. It does nothing when neither the texts nor the conversion have changed since the
 * last run. Paraglide's compiler works in a process of its own (textsPlugin), as its project keeps
 * timers running for half a minute after it is done.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  compileWhenRun,
  generateTexts as generate,
  runTexts,
  type TextsProject,
} from '../../infra/build/paraglide-texts';
import { PARAGLIDE_NAMESPACES } from './messages-from-texts';

export { PARAGLIDE_NAMESPACES } from './messages-from-texts';

const LANGUAGES = ['en', 'nl'] as const;

const WEB = fileURLToPath(new URL('..', import.meta.url));
const LOCALES = join(WEB, 'src/i18n/locales');

const localeFile = (language: string, namespace: string) =>
  join(LOCALES, language, `${namespace}.ts`);

const project: TextsProject = {
  script: fileURLToPath(import.meta.url),
  // The web's package.json pins the compiler's version.
  packageJson: join(WEB, 'package.json'),
  languages: LANGUAGES,
  baseLanguage: 'en',
  namespaces: PARAGLIDE_NAMESPACES.map((name) => ({
    name,
    file: (language: string) => localeFile(language, name),
  })),
  // What a locale module imports: the about page's built-in texts (locales/en/pages.ts).
  inputs: [
    join(WEB, 'build/messages-from-texts.ts'),
    join(WEB, 'src/features/about/about-texts.ts'),
  ],
  inlangDir: join(WEB, 'src/i18n/inlang'),
  /** The compiled messages and runtime the app imports (`@/i18n/paraglide/messages`). */
  outdir: join(WEB, 'src/i18n/paraglide'),
  // The language is the shop's (src/i18n/language.ts), set with setLocale; no cookie of
  // Paraglide's, no reload.
  strategy: ['globalVariable', 'baseLocale'],
};

/** Writes the message files and compiles them; nothing when the output is up to date. */
export const generateTexts = (): Promise<void> => generate(project);

/** Runs generateTexts in a child process, which exits once it is done. */
export const runGenerateTexts = (): Promise<void> => runTexts(project);

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

compileWhenRun(import.meta.url, project);
