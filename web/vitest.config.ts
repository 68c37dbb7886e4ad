import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { textsPlugin } from './build/texts';
import { themeVariables } from './build/theme-variables';

/** Test files that need a process of their own: e.g. one that loads a package for the first time. */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * The React app's tests under jsdom: "web" shares one worker and one jsdom between its files,
 * each file starting as in a fresh one (the two fresh-file setups;
 * docs/decisions/0047-test-speed.md), "web-isolated" (web/vitest.isolated.config.ts) gives each
 * of its files a process.
 */
export function webProject(name: 'web' | 'web-isolated') {
  const isolated = name === 'web-isolated';
  return defineProject({
    plugins: [textsPlugin(), react(), themeVariables()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      name,
      environment: 'jsdom',
      include: isolated ? [ISOLATED] : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ISOLATED],
      isolate: isolated,
      setupFiles: [
        '../infra/testing/fresh-file.ts',
        'src/testing/fresh-file.ts',
        'src/testing/setup-tests.ts',
      ],
      css: false,
      // Generous: on a busy two-core machine a page's first render alone can take seconds.
      testTimeout: 45_000,
    },
  });
}

export default webProject('web');
