import { defineConfig } from 'vitest/config';

/**
 * Integration tests, as two projects so that the test command can run them beside each other
 * (infra/scripts/run-tests.sh): the api's module tests, and the rest. Both share one worker
 * between files, each file starting as in a fresh one (infra/testing/fresh-file.ts): loading
 * the api again for every file was half of the module tests' time. A file must close what it
 * starts (docs/decisions/0047-test-speed.md).
 */
/** The e-mails' texts compiled to Paraglide's messages (generated, workers/build/texts.ts). */
const EMAIL_TEXTS = 'workers/build/texts-setup.ts';

function integrationProject(name: string, { include }: { include: string[] }) {
  return {
    test: {
      name,
      environment: 'node',
      include,
      exclude: ['**/node_modules/**'],
      globalSetup: [EMAIL_TEXTS, 'infra/testing/global-setup.ts'],
      testTimeout: 30_000,
      // Starting an embedded database (PGlite, WebAssembly) and migrating it is CPU-bound:
      // slow beside the other test stage on two cores.
      hookTimeout: 120_000,
      pool: 'forks' as const,
      isolate: false,
      setupFiles: ['infra/testing/fresh-file.ts'],
    },
  };
}

/**
 * The test projects:
 *  - unit: pure rules and in-process code, no services;
 *  - integration and integration-modules (the api's modules, api/src): files named
 *    *.int.test.ts, against a real PostgreSQL and redis-server that the global setup starts as
 *    child processes (and against PGlite where a test says so);
 *  - web and web-isolated: the React app under jsdom (web/vitest.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{contracts,process,api,realtime,workers}/src/**/*.test.ts',
            'infra/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // A few start a child process or load the whole lint configuration: seconds on a busy
          // two-core machine (the test command runs the integration tests beside these).
          testTimeout: 20_000,
          // One worker for all files, each file starting as in a fresh one
          // (docs/decisions/0047-test-speed.md).
          isolate: false,
          setupFiles: ['infra/testing/fresh-file.ts'],
          globalSetup: [EMAIL_TEXTS],
        },
      },
      integrationProject('integration', {
        include: [
          '{realtime,workers}/src/**/*.int.test.ts',
          '{api,realtime,workers}/test/**/*.int.test.ts',
          'infra/load/**/*.int.test.ts',
        ],
      }),
      integrationProject('integration-modules', { include: ['api/src/**/*.int.test.ts'] }),
      'web/vitest.config.ts',
      'web/vitest.isolated.config.ts',
    ],
  },
});
