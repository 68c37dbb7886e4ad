import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../testing/services';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltShop {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  stop(): Promise<void>;
}

/**
 * The built shop as `make start` starts it (node api/dist/main.js, embedded, demo data), with a
 * temporary data directory on a free loopback port; for the browser benchmarks, which measure
 * what a customer's browser gets (run `npm run build` first).
 */
export async function startBuiltShop(): Promise<BuiltShop> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'italieno-bench-'));
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(child, origin);
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(child: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the shop did not answer /api/health within 5 minutes');
}
