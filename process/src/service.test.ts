import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './env';

const tsx = join(repoRoot(), 'node_modules', '.bin', 'tsx');
const module = join(import.meta.dirname, 'stop-signals.ts');

/** Runs a small service in its own process and returns its exit code and output. */
function runService(script: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(tsx, ['--eval', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

describe('stop signals', () => {
  it('a SIGTERM that comes while the service is still starting stops it cleanly once started', async () => {
    const run = await runService(`
      import { catchStopSignals } from ${JSON.stringify(module)};
      const whenStopping = catchStopSignals();
      process.kill(process.pid, 'SIGTERM');
      // Still starting: the signal must neither kill the process nor be lost.
      setTimeout(() => {
        process.stdout.write('started;');
        whenStopping((signal) => {
          process.stdout.write('stopped on ' + signal);
          process.exit(0);
        });
      }, 200);
    `);
    expect(run).toEqual({ code: 0, out: 'started;stopped on SIGTERM' });
  }, 30_000);

  it('a signal after the start goes straight to the stop', async () => {
    const run = await runService(`
      import { catchStopSignals } from ${JSON.stringify(module)};
      const whenStopping = catchStopSignals();
      whenStopping((signal) => {
        process.stdout.write('stopped on ' + signal);
        process.exit(0);
      });
      process.kill(process.pid, 'SIGINT');
      setTimeout(() => process.exit(3), 5_000);
    `);
    expect(run).toEqual({ code: 0, out: 'stopped on SIGINT' });
  }, 30_000);
});

describe('startService', () => {
  const service = join(import.meta.dirname, 'service.ts');
  const script = (secondSignal: string, close: string) => `
    import { pino } from 'pino';
    import { startService } from ${JSON.stringify(service)};
    startService('the test service', async (whenStarted) => {
      whenStarted({ log: pino({ level: 'silent' }), secondSignal: '${secondSignal}', close: async () => { ${close} } });
      process.kill(process.pid, 'SIGTERM');
    });
  `;

  it('runs the stop on SIGTERM and exits 0 once it is done', async () => {
    const run = await runService(script('ignore', "process.stdout.write('closed');"));
    expect(run).toEqual({ code: 0, out: 'closed' });
  }, 30_000);

  it('exits 1 when the stop fails', async () => {
    const run = await runService(script('ignore', "throw new Error('no');"));
    expect(run.code).toBe(1);
  }, 30_000);

  it('a second signal ends a stop that waits at once, when the service asks for it', async () => {
    const run = await runService(
      script(
        'exit',
        "setInterval(() => {}, 1000); process.kill(process.pid, 'SIGINT'); await new Promise(() => {});",
      ),
    );
    expect(run.code).toBe(1);
  }, 30_000);
});
