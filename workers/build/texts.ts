/**
 * The e-mails' texts for Paraglide JS (docs/decisions/0052-texts-on-a-library.md, "The e-mails
 * on Paraglide"). The typed locale modules (src/email/texts/{en,nl}.ts) stay the source, so a
 * Dutch text missing fails the typecheck; this writes them as inlang message files
 * (src/email/texts/inlang, generated) and compiles those into message functions
 * (src/email/texts/paraglide, generated) with the web's conversion
 * (infra/build/paraglide-texts.ts): 'status.confirmedSubject' becomes
 * `m.email_status_confirmedSubject({ n }, { locale })`.
 *
 *   npx tsx workers/build/texts.ts
 *
 * The workers' and the api's build, typecheck and dev, the root typecheck, the node test projects
 * (vitest.config.ts) and the scripts that start the workers from source run it first: nothing is
 * committed, and esbuild bundles the compiled messages into each dist/main.js. It does nothing
 * when neither the texts nor the conversion have changed since the last run.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileWhenRun, runTexts, type TextsProject } from '../../infra/build/paraglide-texts';

const WORKERS = fileURLToPath(new URL('..', import.meta.url));
const TEXTS = join(WORKERS, 'src/email/texts');

const project: TextsProject = {
  script: fileURLToPath(import.meta.url),
  // The workers' package.json pins the compiler's version.
  packageJson: join(WORKERS, 'package.json'),
  languages: ['en', 'nl'],
  baseLanguage: 'en',
  namespaces: [{ name: 'email', file: (language: string) => join(TEXTS, `${language}.ts`) }],
  inlangDir: join(TEXTS, 'inlang'),
  outdir: join(TEXTS, 'paraglide'),
  // One process writes e-mails in both languages at once: every call names its language
  // (`{ locale }`), and a call without one fails (src/email/texts/index.ts).
  strategy: ['baseLocale'],
};

/** Compiles the e-mails' texts in a child process; nothing when they are up to date. */
export const runEmailTexts = (): Promise<void> => runTexts(project);

compileWhenRun(import.meta.url, project);
