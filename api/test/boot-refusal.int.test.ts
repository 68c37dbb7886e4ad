/**
 * The api as a process (api/src/main.ts through tsx, as `npm run dev` starts it): in Stripe mode
 * it must refuse to start without the webhook secret or the publishable key, exit non-zero with
 * one clear sentence on stderr, and never listen. With all three keys it starts and listens.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@shop/process/env';
import { freePort } from '../../infra/testing/services';
import { createPostgresDatabase } from './databases';

const root = repoRoot();
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const main = join(root, 'api', 'src', 'main.ts');
const scratch = mkdtempSync(join(tmpdir(), 'shop-boot-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Whether anything accepted a connection on the port while the process lived. */
  listened: boolean;
}

/**
 * Starts the api with exactly `env` (plus PATH), watches its port until it exits; once it
 * listens, `onListening` may stop it. A process still running after `timeoutMs` is killed.
 */
async function runApi(
  env: Record<string, string>,
  onListening?: (stop: () => void) => void,
  // Compiling the api from source (and migrating a new database) takes a while on a busy
  // machine; these tests are about starting and refusing to start, not about how fast.
  timeoutMs = 60_000,
): Promise<Run> {
  const port = await freePort();
  const child = spawn(tsx, [main], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: scratch,
      WEB_DIST: join(scratch, 'no-web'),
      // A port of its own: the embedded default (9464) may be another test's shop.
      METRICS_PORT: String(await freePort()),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  let alive = true;
  void exited.then(() => (alive = false));
  const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  let listened = false;
  while (alive) {
    if (!listened && (await accepts(port))) {
      listened = true;
      onListening?.(() => child.kill('SIGTERM'));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  clearTimeout(killer);
  return { code: await exited, stdout, stderr, listened };
}

describe('booting the api in Stripe mode', () => {
  it('without STRIPE_WEBHOOK_SECRET it exits non-zero, says why, and never listens', async () => {
    const run = await runApi({
      STRIPE_SECRET_KEY: 'sk_test_boot',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_boot',
    });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stderr.trim()).toBe(
      'Could not start the shop: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
    expect(run.listened).toBe(false);
    expect(run.stdout).not.toContain('is running at');
  }, 90_000);

  it('without STRIPE_PUBLISHABLE_KEY it exits non-zero, says why, and never listens', async () => {
    const run = await runApi({
      STRIPE_SECRET_KEY: 'sk_test_boot',
      STRIPE_WEBHOOK_SECRET: 'whsec_boot',
    });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stderr.trim()).toBe(
      'Could not start the shop: STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set',
    );
    expect(run.listened).toBe(false);
  }, 90_000);

  it('with all three keys it starts, listens, and stops cleanly on SIGTERM', async () => {
    const database = await createPostgresDatabase();
    try {
      const run = await runApi(
        {
          STRIPE_SECRET_KEY: 'sk_test_boot',
          STRIPE_WEBHOOK_SECRET: 'whsec_boot',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_boot',
          DATABASE_URL: database.url,
        },
        (stop) => stop(),
      );
      expect(run.stderr).toBe('');
      expect(run.listened).toBe(true);
      expect(run.stdout).toContain('Italieno shop is running at');
      expect(run.code).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
