import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the built shop in embedded mode (PGlite,
 * in-process events, gateway and workers), with demo data in a fresh temporary folder.
 * The runner sets these once; its worker processes inherit them.
 */
process.env.E2E_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
process.env.E2E_PORT ??= String(40000 + Math.floor(Math.random() * 20000));
const dir = process.env.E2E_DIR;
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;

/** How Chromium is launched; a spec that adds arguments (a fake camera) starts from these. */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // The shop's service worker is for the specs about it (web-push.spec.ts): Playwright's
    // routes do not see what a worker fetches, and the others test the pages themselves.
    serviceWorkers: 'block',
    // A failing test keeps its trace (actions, console, network) and its last screenshot. The
    // trace's DOM snapshot and screenshot of every step cost every passing test a sixth of its
    // time and are left out; `--trace on` records them when a failure needs them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      MAIL_DIR: join(dir, 'mail'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ALLOWED_ORIGINS: `${baseURL},http://127.0.0.1:${port}`,
    },
  },
});
