import type { Logger } from 'pino';
import { catchStopSignals } from './stop-signals';

/**
 * An orchestrator sends SIGKILL 10 s after SIGTERM (Kubernetes' and systemd's usual grace), so a
 * stop that is still waiting on a dependency after 9 s gives up and exits on its own.
 */
export const STOP_DEADLINE_MS = 9_000;

export interface ServiceStop {
  log: Logger;
  /** Closes what the service opened, in its order; the process exits 0 once it resolves. */
  close: () => Promise<void>;
  /** The log line the stop begins with. */
  stopping?: string;
  /**
   * A second signal while stopping: ignored, or (the workers, whose running jobs may take long)
   * an exit at once with code 1.
   */
  secondSignal?: 'ignore' | 'exit';
}

/**
 * A service's `main` (api, gateway, workers): SIGINT and SIGTERM are caught from the start; once
 * the service has started, the first one runs its stop, with STOP_DEADLINE_MS to finish.
 *
 *   await startService('the workers', async (whenStarted) => {
 *     ...start everything...
 *     whenStarted({ log, close: async () => { ... } });
 *   });
 */
export function startService(
  what: string,
  main: (whenStarted: (stop: ServiceStop) => void) => Promise<void>,
  describeFailure: (err: unknown) => string = (err) =>
    err instanceof Error ? (err.stack ?? err.message) : String(err),
): void {
  const whenStopping = catchStopSignals();
  let stopping = false;
  const stop = async (options: ServiceStop, signal: NodeJS.Signals) => {
    const { log } = options;
    if (stopping) {
      if (options.secondSignal !== 'exit') return;
      log.warn({ signal }, 'second signal: exiting without waiting for running jobs');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, options.stopping ?? 'stopping');
    setTimeout(() => {
      log.error('stopping took too long; exiting');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    try {
      await options.close();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'stopping failed');
      process.exit(1);
    }
  };
  main((options) => whenStopping((signal) => void stop(options, signal))).catch((err: unknown) => {
    process.stderr.write(`Could not start ${what}: ${describeFailure(err)}\n`);
    process.exit(1);
  });
}
